# The HTTP API: one POST route per Funqy function, and writes never anonymous.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  apigw_zip_path = "tests/fixtures/function.zip"
}

run "every_function_has_a_post_route_to_the_api_lambda" {
  command = plan

  assert {
    condition = toset(keys(aws_apigatewayv2_route.function)) == toset([
      "forecast", "feedback", "knowledge-add", "knowledge-search", "knowledge-remove", "freshness", "refresh",
    ])
    error_message = "Expected exactly one route per function, got ${jsonencode(keys(aws_apigatewayv2_route.function))}."
  }

  assert {
    condition     = alltrue([for f, r in aws_apigatewayv2_route.function : r.route_key == "POST /${f}"])
    error_message = "Every route must be POST /<function name>."
  }

  assert {
    condition     = aws_apigatewayv2_integration.lambda[0].payload_format_version == "2.0" && aws_apigatewayv2_integration.lambda[0].integration_uri == aws_lambda_alias.live["apigw"].invoke_arn
    error_message = "Routes must reach the live alias of the API Lambda with payload format 2.0."
  }

  assert {
    condition     = output.api_url == "https://abc123.execute-api.eu-west-1.amazonaws.com"
    error_message = "api_url must be the $default stage URL without a trailing slash, got ${output.api_url}."
  }
}

run "every_route_requires_iam_by_default" {
  command = plan

  assert {
    condition     = alltrue([for r in aws_apigatewayv2_route.function : r.authorization_type == "AWS_IAM"])
    error_message = "With the defaults every route must require SigV4 (AWS_IAM)."
  }
}

run "public_reads_leave_writes_behind_the_authorizer" {
  command = plan

  variables {
    public_read_routes = true
  }

  assert {
    condition = alltrue([
      for f in ["knowledge-add", "knowledge-remove", "feedback"] : aws_apigatewayv2_route.function[f].authorization_type != "NONE"
    ])
    error_message = "knowledge-add, knowledge-remove and feedback must never be anonymous."
  }

  assert {
    condition = alltrue([
      for f in ["forecast", "knowledge-search", "freshness", "refresh"] : aws_apigatewayv2_route.function[f].authorization_type == "NONE"
    ])
    error_message = "public_read_routes = true must open the read routes."
  }
}

run "jwt_authorizer_guards_writes" {
  command = plan

  variables {
    authorizer         = "jwt"
    jwt_issuer         = "https://issuer.example.com/"
    jwt_audience       = ["factguard"]
    public_read_routes = true
  }

  assert {
    condition = alltrue([
      for f in ["knowledge-add", "knowledge-remove"] :
      aws_apigatewayv2_route.function[f].authorization_type == "JWT" && aws_apigatewayv2_route.function[f].authorizer_id == "jwt123"
    ])
    error_message = "Write routes must use the JWT authorizer."
  }

  assert {
    condition     = aws_apigatewayv2_authorizer.jwt[0].jwt_configuration[0].issuer == "https://issuer.example.com/" && aws_apigatewayv2_authorizer.jwt[0].jwt_configuration[0].audience == toset(["factguard"])
    error_message = "The JWT authorizer must check the configured issuer and audience."
  }
}

run "jwt_without_issuer_or_audience_is_rejected" {
  command = plan

  variables {
    authorizer = "jwt"
  }

  expect_failures = [var.jwt_issuer, var.jwt_audience]
}

run "stage_throttles_and_writes_access_logs" {
  command = plan

  variables {
    throttling_burst_limit = 20
    throttling_rate_limit  = 5
  }

  assert {
    condition     = aws_apigatewayv2_stage.default[0].default_route_settings[0].throttling_burst_limit == 20 && aws_apigatewayv2_stage.default[0].default_route_settings[0].throttling_rate_limit == 5
    error_message = "The stage must apply the throttling variables to every route."
  }

  assert {
    condition     = aws_apigatewayv2_stage.default[0].access_log_settings[0].destination_arn == aws_cloudwatch_log_group.api_access[0].arn
    error_message = "Access logs must go to the API's log group."
  }

  assert {
    condition     = aws_lambda_permission.api[0].source_arn == "arn:aws:execute-api:eu-west-1:123456789012:abc123/*/*" && aws_lambda_permission.api[0].qualifier == "live"
    error_message = "Only this API may invoke the live alias."
  }
}

run "direct_mode_creates_no_api" {
  command = plan

  variables {
    deployment_mode = "direct"
    apigw_zip_path  = null
    lambda_zip_path = "tests/fixtures/function.zip"
  }

  assert {
    condition     = length(aws_apigatewayv2_api.this) == 0 && length(aws_apigatewayv2_route.function) == 0 && output.api_url == null
    error_message = "deployment_mode = direct must not create the HTTP API."
  }
}
