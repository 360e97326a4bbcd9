################################################################################
# HTTP API
################################################################################

output "api_url" {
  description = "Base URL of the HTTP API (no trailing slash): POST $api_url/forecast etc. Null without the apigw deployment."
  value       = local.create_api ? trimsuffix(aws_apigatewayv2_stage.default[0].invoke_url, "/") : null
}

output "api_id" {
  description = "ID of the HTTP API, e.g. for an IAM policy granting execute-api:Invoke."
  value       = local.create_api ? aws_apigatewayv2_api.this[0].id : null
}

output "api_execution_arn" {
  description = "Execution ARN of the HTTP API; append /*/POST/<function> to grant execute-api:Invoke on a route."
  value       = local.create_api ? aws_apigatewayv2_api.this[0].execution_arn : null
}

output "route_authorization" {
  description = "Authorization type of each route (AWS_IAM, JWT or NONE)."
  value       = local.create_api ? { for f, r in aws_apigatewayv2_route.function : f => r.authorization_type } : {}
}

################################################################################
# Lambda
################################################################################

output "function_arns" {
  description = "Unqualified ARN of each Lambda: \"apigw\" for the API Lambda, the Funqy function name for each direct Lambda."
  value       = { for k, f in aws_lambda_function.this : k => f.arn }
}

output "function_names" {
  description = "Name of each Lambda, keyed like function_arns; invoke the `live` alias, e.g. `aws lambda invoke --function-name <name>:live`."
  value       = { for k, f in aws_lambda_function.this : k => f.function_name }
}

output "function_alias_arns" {
  description = "ARN of the `live` alias of each Lambda (what callers should invoke), keyed like function_arns."
  value       = { for k, a in aws_lambda_alias.live : k => a.arn }
}

output "artifact_bucket" {
  description = "S3 bucket holding the deployed zips."
  value       = local.bucket
}

################################################################################
# Network and Redis
################################################################################

output "vpc_id" {
  description = "VPC the Lambdas run in (created or existing)."
  value       = local.vpc_id
}

output "private_subnet_ids" {
  description = "Private subnets of the Lambdas."
  value       = local.private_subnet_ids
}

output "lambda_security_group_ids" {
  description = "Security groups attached to the Lambdas."
  value       = local.lambda_security_group_ids
}

output "redis_endpoint" {
  description = "Primary endpoint (host:port) of the created ElastiCache replication group; null when existing_redis_url is used."
  value       = local.create_redis ? "${module.redis[0].primary_endpoint_address}:${module.redis[0].port}" : null
}

output "redis_auth_token_secret_arn" {
  description = "Secrets Manager secret holding the created Redis AUTH token (e.g. for redis-cli from a bastion); null when existing_redis_url is used."
  value       = local.create_redis ? module.redis[0].auth_token_secret_arn : null
}

################################################################################
# Monitoring
################################################################################

output "dashboard_name" {
  description = "CloudWatch dashboard showing the API, the Lambdas, Redis and the log signals."
  value       = aws_cloudwatch_dashboard.this.dashboard_name
}

output "async_failure_queue_url" {
  description = "SQS queue holding the events of failed asynchronous direct invocations; null without direct Lambdas."
  value       = one(aws_sqs_queue.async_failures[*].url)
}
