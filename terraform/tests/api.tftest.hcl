# The HTTP API: one POST route per Funqy function, and writes never anonymous.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  apigw_zip_path      = "tests/fixtures/function.zip"
  alarm_sns_topic_arn = "arn:aws:sns:eu-west-1:123456789012:factguard-alarms"
  iam_tenants         = { "arn:aws:iam::123456789012:role/factguard-client" = ["acme", "default"] }
}

run "every_function_has_a_post_route_to_the_api_lambda" {
  command = plan

  assert {
    condition = toset(keys(aws_apigatewayv2_route.function)) == toset([
      "forecast", "feedback", "knowledge-add", "knowledge-search", "knowledge-list", "knowledge-remove", "freshness", "refresh", "verify",
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

run "public_reads_open_no_write_and_never_knowledge_search" {
  command = plan

  variables {
    public_read_routes = true
  }

  assert {
    condition = alltrue([
      for f in ["knowledge-add", "knowledge-remove", "feedback", "knowledge-search", "knowledge-list", "verify"] : aws_apigatewayv2_route.function[f].authorization_type == "AWS_IAM"
    ])
    error_message = "knowledge-add, knowledge-remove, feedback, knowledge-search, knowledge-list and verify (they return facts) must never be anonymous."
  }

  assert {
    condition = alltrue([
      for f in ["forecast", "freshness", "refresh"] : aws_apigatewayv2_route.function[f].authorization_type == "NONE"
    ])
    error_message = "public_read_routes = true must open forecast, freshness and refresh."
  }

  assert {
    condition     = lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_AUTH_PUBLIC_FUNCTIONS", "") == "forecast,freshness,refresh"
    error_message = "The application must be told which functions are public, so it serves them for the default tenant only."
  }
}

run "private_routes_tell_the_application_nothing_is_public" {
  command = plan

  assert {
    condition     = !contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "FACTGUARD_AUTH_PUBLIC_FUNCTIONS")
    error_message = "Without public_read_routes no function may be listed as public."
  }
}

run "iam_callers_are_bound_to_their_tenants" {
  command = plan

  variables {
    iam_tenants = {
      "arn:aws:iam::123456789012:role/factguard-client" = ["acme", "default"]
      "arn:aws:iam::123456789012:user/ops"              = ["ops"]
    }
  }

  assert {
    condition     = lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_AUTH_IAM_TENANTS", "") == "arn:aws:iam::123456789012:role/factguard-client=acme+default,arn:aws:iam::123456789012:user/ops=ops"
    error_message = "FACTGUARD_AUTH_IAM_TENANTS must list arn=tenant[+tenant] for every caller, got ${lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_AUTH_IAM_TENANTS", "")}."
  }

  assert {
    condition     = !contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "FACTGUARD_AUTH_JWT_TENANT_CLAIM")
    error_message = "With IAM, no JWT claim may name the tenant."
  }
}

run "iam_without_a_tenant_map_is_rejected" {
  command = plan

  variables {
    iam_tenants = {}
  }

  expect_failures = [var.iam_tenants]
}

run "iam_tenants_must_be_valid" {
  command = plan

  variables {
    iam_tenants = { "not-an-arn" = ["acme"] }
  }

  expect_failures = [var.iam_tenants]
}

run "iam_tenants_arns_with_separators_are_rejected" {
  command = plan

  variables {
    iam_tenants = { "arn:aws:iam::123456789012:user/a,b=c" = ["acme"] }
  }

  expect_failures = [var.iam_tenants]
}

run "jwt_authorizer_guards_writes_and_names_the_tenant_claim" {
  command = plan

  variables {
    authorizer         = "jwt"
    jwt_issuer         = "https://issuer.example.com/"
    jwt_audience       = ["factguard"]
    jwt_tenant_claim   = "custom:tenant"
    public_read_routes = true
  }

  assert {
    condition = alltrue([
      for f in ["knowledge-add", "knowledge-remove", "feedback", "knowledge-search", "knowledge-list"] :
      aws_apigatewayv2_route.function[f].authorization_type == "JWT" && aws_apigatewayv2_route.function[f].authorizer_id == "jwt123"
    ])
    error_message = "Write routes and knowledge-search must use the JWT authorizer."
  }

  assert {
    condition     = aws_apigatewayv2_authorizer.jwt[0].jwt_configuration[0].issuer == "https://issuer.example.com/" && aws_apigatewayv2_authorizer.jwt[0].jwt_configuration[0].audience == toset(["factguard"])
    error_message = "The JWT authorizer must check the configured issuer and audience."
  }

  assert {
    condition = (
      lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_AUTH_JWT_TENANT_CLAIM", "") == "custom:tenant" &&
      !contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "FACTGUARD_AUTH_IAM_TENANTS")
    )
    error_message = "With JWT the tenant comes from the configured claim, not from an IAM map."
  }
}

run "jwt_tenant_claim_defaults_to_tenant" {
  command = plan

  variables {
    authorizer   = "jwt"
    jwt_issuer   = "https://issuer.example.com/"
    jwt_audience = ["factguard"]
  }

  assert {
    condition     = lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_AUTH_JWT_TENANT_CLAIM", "") == "tenant"
    error_message = "The default tenant claim is `tenant`."
  }
}

run "api_keys_leave_the_check_to_the_application" {
  command = plan

  variables {
    authorizer           = "api_keys"
    auth_keys_secret_arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/keys-AbCdEf"
  }

  assert {
    condition     = alltrue([for r in aws_apigatewayv2_route.function : r.authorization_type == "NONE"]) && length(aws_apigatewayv2_authorizer.jwt) == 0
    error_message = "With api_keys the gateway must pass every request to the application."
  }

  assert {
    condition     = strcontains(lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_SECRETS", ""), "FACTGUARD_AUTH_KEYS=arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/keys-AbCdEf")
    error_message = "The application must learn where its keys are."
  }
}

run "api_keys_without_keys_are_rejected" {
  command = plan

  variables {
    authorizer = "api_keys"
  }

  expect_failures = [var.authorizer]
}

run "jwt_without_issuer_or_audience_is_rejected" {
  command = plan

  variables {
    authorizer = "jwt"
  }

  expect_failures = [var.jwt_issuer, var.jwt_audience]
}

run "stage_throttles_refresh_below_forecast_and_writes_access_logs" {
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
    condition = one([
      for r in aws_apigatewayv2_stage.default[0].route_settings : r if r.route_key == "POST /refresh" && r.throttling_rate_limit == 2 && r.throttling_burst_limit == 10
    ]) != null
    error_message = "refresh must get its own, lower throttle (2 rps, burst 10) by default."
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

run "the_api_lambda_ends_before_the_gateway_and_refresh_before_the_lambda" {
  command = plan

  assert {
    condition = (
      aws_apigatewayv2_integration.lambda[0].timeout_milliseconds == 30000 &&
      aws_lambda_function.this["apigw"].timeout == 29 &&
      lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_REFRESH_DEADLINE", "") == "25s"
    )
    error_message = "Defaults: gateway 30 s > API Lambda 29 s > refresh deadline 25 s."
  }

  assert {
    condition     = aws_lambda_function.this["apigw"].reserved_concurrent_executions == 100
    error_message = "The API Lambda must reserve its concurrency by default."
  }
}

run "api_timeout_above_29_s_is_rejected" {
  command = plan

  variables {
    api_timeout = 30
  }

  expect_failures = [var.api_timeout]
}

run "refresh_deadline_must_end_before_the_api_lambda" {
  command = plan

  variables {
    api_timeout                  = 20
    api_refresh_deadline_seconds = 20
  }

  expect_failures = [var.api_refresh_deadline_seconds]
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

run "the_console_page_is_open_and_only_the_page" {
  command = plan

  assert {
    condition     = toset(keys(aws_apigatewayv2_route.console)) == toset(["GET /console", "GET /console/{proxy+}"])
    error_message = "The console needs GET /console and GET /console/{proxy+}, got ${jsonencode(keys(aws_apigatewayv2_route.console))}."
  }

  assert {
    condition = alltrue([
      for k, r in aws_apigatewayv2_route.console :
      r.route_key == k && r.authorization_type == "NONE" && r.authorizer_id == null
    ])
    error_message = "The console's routes serve static files without an authorizer."
  }

  assert {
    condition     = alltrue([for r in aws_apigatewayv2_route.function : r.authorization_type == "AWS_IAM"])
    error_message = "The console must open no function route."
  }
}

run "console_off_serves_no_page" {
  command = plan

  variables {
    console = false
  }

  assert {
    condition     = length(aws_apigatewayv2_route.console) == 0
    error_message = "console = false must create no console route."
  }
}
