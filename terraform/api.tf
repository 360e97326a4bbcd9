################################################################################
# HTTP API (payload 2.0) in front of the apigw Lambda
################################################################################

locals {
  # With api_keys the gateway lets every request through and the application checks the key.
  authorization_type = { iam = "AWS_IAM", jwt = "JWT", api_keys = "NONE" }[var.authorizer]

  # What public_read_routes opens, for the `default` tenant only. Never knowledge-search,
  # knowledge-list or verify: they return a tenant's facts verbatim.
  public_functions = var.public_read_routes ? ["forecast", "freshness", "refresh"] : []

  route_authorization = {
    for f in local.functions : f => contains(local.public_functions, f) ? "NONE" : local.authorization_type
  }
}

resource "aws_apigatewayv2_api" "this" {
  count = local.create_api ? 1 : 0

  name          = var.name
  description   = "FactGuard: hallucination forecasting and knowledge refresh"
  protocol_type = "HTTP"
  tags          = local.tags
}

resource "aws_apigatewayv2_authorizer" "jwt" {
  count = local.create_api && var.authorizer == "jwt" ? 1 : 0

  api_id           = aws_apigatewayv2_api.this[0].id
  name             = "${var.name}-jwt"
  authorizer_type  = "JWT"
  identity_sources = ["$request.header.Authorization"]

  jwt_configuration {
    issuer   = var.jwt_issuer
    audience = var.jwt_audience
  }
}

resource "aws_apigatewayv2_integration" "lambda" {
  count = local.create_api ? 1 : 0

  api_id                 = aws_apigatewayv2_api.this[0].id
  integration_type       = "AWS_PROXY"
  integration_method     = "POST"
  integration_uri        = aws_lambda_alias.live["apigw"].invoke_arn
  payload_format_version = "2.0"
  # The HTTP API maximum; the API Lambda's timeout (at most 29 s) ends first, and the
  # refresh deadline before that, so callers get an answer rather than a gateway 503.
  timeout_milliseconds = 30000
}

resource "aws_apigatewayv2_route" "function" {
  for_each = local.create_api ? toset(local.functions) : toset([])

  api_id             = aws_apigatewayv2_api.this[0].id
  route_key          = "POST /${each.key}"
  target             = "integrations/${aws_apigatewayv2_integration.lambda[0].id}"
  authorization_type = local.route_authorization[each.key]
  authorizer_id      = local.route_authorization[each.key] == "JWT" ? aws_apigatewayv2_authorizer.jwt[0].id : null
}

# The console's page and its files: static, no data, so no authorizer; what the page calls
# goes through the function routes above.
resource "aws_apigatewayv2_route" "console" {
  for_each = local.create_api && var.console ? toset(["GET /console", "GET /console/{proxy+}"]) : toset([])

  api_id             = aws_apigatewayv2_api.this[0].id
  route_key          = each.key
  target             = "integrations/${aws_apigatewayv2_integration.lambda[0].id}"
  authorization_type = "NONE"
}

resource "aws_cloudwatch_log_group" "api_access" {
  count = local.create_api ? 1 : 0

  name              = "/aws/apigateway/${var.name}/access"
  retention_in_days = var.log_retention_days
  kms_key_id        = var.kms_key_arn
  tags              = local.tags
}

resource "aws_apigatewayv2_stage" "default" {
  count = local.create_api ? 1 : 0

  api_id = aws_apigatewayv2_api.this[0].id
  # $default serves at the root, so the paths Quarkus sees are exactly /<function>.
  name        = "$default"
  auto_deploy = true

  default_route_settings {
    throttling_burst_limit = var.throttling_burst_limit
    throttling_rate_limit  = var.throttling_rate_limit
  }

  dynamic "route_settings" {
    for_each = var.route_throttling
    content {
      route_key              = "POST /${route_settings.key}"
      throttling_burst_limit = route_settings.value.burst_limit
      throttling_rate_limit  = route_settings.value.rate_limit
    }
  }

  access_log_settings {
    destination_arn = aws_cloudwatch_log_group.api_access[0].arn
    format = jsonencode({
      requestId        = "$context.requestId"
      sourceIp         = "$context.identity.sourceIp"
      caller           = "$context.identity.userArn"
      requestTime      = "$context.requestTime"
      routeKey         = "$context.routeKey"
      status           = "$context.status"
      protocol         = "$context.protocol"
      responseLength   = "$context.responseLength"
      responseLatency  = "$context.responseLatency"
      authorizerError  = "$context.authorizer.error"
      integrationError = "$context.integrationErrorMessage"
    })
  }

  tags = local.tags

  # A route setting for a route that does not exist yet is refused.
  depends_on = [aws_apigatewayv2_route.function]
}

resource "aws_lambda_permission" "api" {
  count = local.create_api ? 1 : 0

  statement_id  = "AllowHttpApiInvoke"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.this["apigw"].function_name
  qualifier     = aws_lambda_alias.live["apigw"].name
  principal     = "apigateway.amazonaws.com"
  # Any stage and route of this API only.
  source_arn = "${aws_apigatewayv2_api.this[0].execution_arn}/*/*"
}
