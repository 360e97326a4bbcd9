# Fake values for a mocked aws provider: ARN-shaped wherever another resource or
# a policy takes the value, and recognisable wherever a test compares it.

mock_data "aws_caller_identity" {
  defaults = {
    account_id = "123456789012"
    arn        = "arn:aws:iam::123456789012:user/test"
  }
}

mock_data "aws_region" {
  defaults = {
    name = "eu-west-1"
  }
}

mock_data "aws_partition" {
  defaults = {
    partition  = "aws"
    dns_suffix = "amazonaws.com"
  }
}

mock_data "aws_availability_zones" {
  defaults = {
    names    = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
    zone_ids = ["euw1-az1", "euw1-az2", "euw1-az3"]
  }
}

mock_data "aws_secretsmanager_random_password" {
  defaults = {
    random_password = "generatedtoken0123456789generatedtoken0123456789generatedtoken01"
  }
}

mock_data "aws_secretsmanager_secret_version" {
  defaults = {
    arn           = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:mock-AbCdEf"
    secret_string = "secret-from-secrets-manager"
  }
}

mock_resource "aws_secretsmanager_secret" {
  defaults = {
    arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/redis-auth-token-AbCdEf"
  }
}

mock_resource "aws_secretsmanager_secret_version" {
  defaults = {
    arn        = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/redis-auth-token-AbCdEf"
    version_id = "00000000-0000-0000-0000-000000000001"
  }
}

mock_resource "aws_elasticache_replication_group" {
  defaults = {
    arn                      = "arn:aws:elasticache:eu-west-1:123456789012:replicationgroup:factguard"
    primary_endpoint_address = "master.factguard.abc123.euw1.cache.amazonaws.com"
    reader_endpoint_address  = "replica.factguard.abc123.euw1.cache.amazonaws.com"
  }
}

mock_resource "aws_s3_bucket" {
  defaults = {
    id     = "factguard-artifacts-20240101000000000000000001"
    bucket = "factguard-artifacts-20240101000000000000000001"
    arn    = "arn:aws:s3:::factguard-artifacts-20240101000000000000000001"
  }
}

mock_resource "aws_cloudwatch_log_group" {
  defaults = {
    arn = "arn:aws:logs:eu-west-1:123456789012:log-group:/aws/lambda/mock"
  }
}

mock_resource "aws_iam_role" {
  defaults = {
    arn = "arn:aws:iam::123456789012:role/factguard-mock"
  }
}

mock_resource "aws_lambda_function" {
  defaults = {
    arn                  = "arn:aws:lambda:eu-west-1:123456789012:function:factguard-mock"
    invoke_arn           = "arn:aws:apigateway:eu-west-1:lambda:path/2015-03-31/functions/arn:aws:lambda:eu-west-1:123456789012:function:factguard-mock/invocations"
    qualified_arn        = "arn:aws:lambda:eu-west-1:123456789012:function:factguard-mock:1"
    qualified_invoke_arn = "arn:aws:apigateway:eu-west-1:lambda:path/2015-03-31/functions/arn:aws:lambda:eu-west-1:123456789012:function:factguard-mock:1/invocations"
    version              = "1"
  }
}

mock_resource "aws_lambda_alias" {
  defaults = {
    arn        = "arn:aws:lambda:eu-west-1:123456789012:function:factguard-mock:live"
    invoke_arn = "arn:aws:apigateway:eu-west-1:lambda:path/2015-03-31/functions/arn:aws:lambda:eu-west-1:123456789012:function:factguard-mock:live/invocations"
  }
}

mock_resource "aws_apigatewayv2_api" {
  defaults = {
    id            = "abc123"
    arn           = "arn:aws:apigateway:eu-west-1::/apis/abc123"
    api_endpoint  = "https://abc123.execute-api.eu-west-1.amazonaws.com"
    execution_arn = "arn:aws:execute-api:eu-west-1:123456789012:abc123"
  }
}

mock_resource "aws_apigatewayv2_stage" {
  defaults = {
    arn           = "arn:aws:apigateway:eu-west-1::/apis/abc123/stages/$default"
    execution_arn = "arn:aws:execute-api:eu-west-1:123456789012:abc123/$default"
    invoke_url    = "https://abc123.execute-api.eu-west-1.amazonaws.com/"
  }
}

mock_resource "aws_security_group" {
  defaults = {
    id  = "sg-0123456789abcdef0"
    arn = "arn:aws:ec2:eu-west-1:123456789012:security-group/sg-0123456789abcdef0"
  }
}

mock_resource "aws_vpc" {
  defaults = {
    id  = "vpc-0123456789abcdef0"
    arn = "arn:aws:ec2:eu-west-1:123456789012:vpc/vpc-0123456789abcdef0"
  }
}

mock_resource "aws_subnet" {
  defaults = {
    arn = "arn:aws:ec2:eu-west-1:123456789012:subnet/subnet-0123456789abcdef0"
  }
}

mock_resource "aws_apigatewayv2_authorizer" {
  defaults = {
    id = "jwt123"
  }
}

mock_resource "aws_nat_gateway" {
  defaults = {
    id = "nat-0123456789abcdef0"
  }
}

mock_resource "aws_sqs_queue" {
  defaults = {
    arn  = "arn:aws:sqs:eu-west-1:123456789012:factguard-async-failures"
    name = "factguard-async-failures"
    url  = "https://sqs.eu-west-1.amazonaws.com/123456789012/factguard-async-failures"
  }
}

mock_resource "aws_elasticache_parameter_group" {
  defaults = {
    arn = "arn:aws:elasticache:eu-west-1:123456789012:parametergroup:factguard-valkey8"
  }
}

mock_resource "aws_cloudwatch_dashboard" {
  defaults = {
    dashboard_arn = "arn:aws:cloudwatch::123456789012:dashboard/factguard"
  }
}
