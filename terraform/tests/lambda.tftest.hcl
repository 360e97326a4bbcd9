# The Lambdas: which zip, which function, which environment, which permissions.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  deployment_mode = "both"
  apigw_zip_path  = "tests/fixtures/function.zip"
  lambda_zip_path = "tests/fixtures/function.zip"
}

run "each_direct_lambda_exports_its_own_function" {
  command = plan

  assert {
    condition = toset(keys(aws_lambda_function.this)) == toset([
      "apigw", "forecast", "feedback", "knowledge-add", "knowledge-search", "knowledge-remove", "freshness", "refresh",
    ])
    error_message = "deployment_mode = both must create the API Lambda plus one Lambda per function."
  }

  assert {
    condition = alltrue([
      for k, f in aws_lambda_function.this : lookup(f.environment[0].variables, "QUARKUS_FUNQY_EXPORT", null) == k if k != "apigw"
    ])
    error_message = "Each direct Lambda must set QUARKUS_FUNQY_EXPORT to its function."
  }

  assert {
    condition     = !contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "QUARKUS_FUNQY_EXPORT")
    error_message = "The API Lambda serves every function and must not pin one."
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this :
      f.runtime == "java17" && f.architectures == tolist(["x86_64"])
    ])
    error_message = "Every Lambda must run on java17/x86_64 by default."
  }

  assert {
    condition     = aws_lambda_function.this["apigw"].handler == "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest"
    error_message = "The API Gateway Lambda must run Quarkus' stream handler (the class the -Papigw zip ships)."
  }

  assert {
    condition = alltrue([
      for k, f in aws_lambda_function.this :
      f.handler == "io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest" if k != "apigw"
    ])
    error_message = "Direct Lambdas must run Funqy's stream handler (the class the -Plambda zip ships)."
  }
}

run "code_is_uploaded_through_s3" {
  command = plan

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this : f.filename == null && f.s3_bucket == "factguard-artifacts-20240101000000000000000001"
    ])
    error_message = "Zips must go through S3: the embedding build is above the 50 MB direct-upload limit."
  }

  assert {
    condition = (
      aws_lambda_function.this["apigw"].s3_key == aws_s3_object.artifact["apigw"].key &&
      aws_lambda_function.this["forecast"].s3_key == aws_s3_object.artifact["lambda"].key &&
      aws_s3_object.artifact["apigw"].key != aws_s3_object.artifact["lambda"].key
    )
    error_message = "The API Lambda must run the apigw zip and the direct Lambdas the lambda zip."
  }
}

run "snap_start_publishes_and_moves_the_alias" {
  command = plan

  variables {
    snap_start = true
    runtime    = "java21"
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this : f.publish && f.snap_start[0].apply_on == "PublishedVersions" && f.runtime == "java21"
    ])
    error_message = "SnapStart needs published versions."
  }

  assert {
    condition     = alltrue([for k, a in aws_lambda_alias.live : a.function_version == aws_lambda_function.this[k].version])
    error_message = "With SnapStart the live alias must point at the published version."
  }
}

run "without_snap_start_the_alias_follows_latest" {
  command = plan

  assert {
    condition     = alltrue([for k, a in aws_lambda_alias.live : a.function_version == "$LATEST" && length(aws_lambda_function.this[k].snap_start) == 0])
    error_message = "Without SnapStart nothing is published and the alias follows $LATEST."
  }
}

run "only_java17_and_java21_are_accepted" {
  command = plan

  variables {
    runtime = "java11"
  }

  expect_failures = [var.runtime]
}

run "missing_zip_for_the_mode_is_rejected" {
  command = plan

  variables {
    deployment_mode = "direct"
    lambda_zip_path = null
  }

  expect_failures = [var.lambda_zip_path]
}

run "secrets_reach_the_environment_and_only_they_are_readable" {
  command = plan

  variables {
    search_providers         = ["brave", "duckduckgo"]
    brave_api_key_secret_arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:brave-XyZ123"
    nli_url                  = "https://nli.example.com"
    nli_protocol             = "tei"
  }

  assert {
    condition = (
      aws_lambda_function.this["apigw"].environment[0].variables["FACTGUARD_SEARCH_PROVIDERS"] == "brave,duckduckgo" &&
      aws_lambda_function.this["apigw"].environment[0].variables["FACTGUARD_SEARCH_BRAVE_API_KEY"] == "secret-from-secrets-manager" &&
      aws_lambda_function.this["apigw"].environment[0].variables["FACTGUARD_NLI_URL"] == "https://nli.example.com" &&
      aws_lambda_function.this["apigw"].environment[0].variables["FACTGUARD_NLI_PROTOCOL"] == "tei"
    )
    error_message = "Search and NLI settings must reach the Lambda environment."
  }

  assert {
    condition     = !contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "FACTGUARD_SEARCH_TAVILY_API_KEY")
    error_message = "A provider without a secret must not get an empty key."
  }

  assert {
    condition = alltrue([
      for p in aws_iam_role_policy.lambda :
      toset(one([for s in jsondecode(p.policy).Statement : s.Resource if s.Sid == "OwnSecrets"])) == toset([
        "arn:aws:secretsmanager:eu-west-1:123456789012:secret:brave-XyZ123",
        "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/redis-auth-token-AbCdEf",
      ])
    ])
    error_message = "Each role may read exactly the Brave key and the Redis token secrets."
  }
}

run "each_role_writes_only_to_its_own_log_group" {
  command = plan

  # Distinct ARNs, so a policy pointing at another function's group would show.
  override_resource {
    target          = aws_cloudwatch_log_group.lambda["forecast"]
    override_during = plan
    values = {
      arn = "arn:aws:logs:eu-west-1:123456789012:log-group:/aws/lambda/factguard-forecast"
    }
  }

  override_resource {
    target          = aws_cloudwatch_log_group.lambda["refresh"]
    override_during = plan
    values = {
      arn = "arn:aws:logs:eu-west-1:123456789012:log-group:/aws/lambda/factguard-refresh"
    }
  }

  assert {
    condition = alltrue([
      for k, p in aws_iam_role_policy.lambda :
      one([for s in jsondecode(p.policy).Statement : s.Resource if s.Sid == "OwnLogGroup"]) == "${aws_cloudwatch_log_group.lambda[k].arn}:*"
    ])
    error_message = "A role's log permissions must cover its own log group only."
  }

  assert {
    condition     = strcontains(aws_iam_role_policy.lambda["forecast"].policy, "factguard-forecast:*") && !strcontains(aws_iam_role_policy.lambda["forecast"].policy, "factguard-refresh")
    error_message = "The forecast role must not reach the refresh log group."
  }

  assert {
    condition = alltrue([
      for k, g in aws_cloudwatch_log_group.lambda : g.name == "/aws/lambda/${aws_lambda_function.this[k].function_name}" && g.retention_in_days == 30
    ])
    error_message = "Every Lambda needs its log group with retention."
  }

  assert {
    condition = alltrue(flatten([
      for p in aws_iam_role_policy.lambda : [for s in jsondecode(p.policy).Statement : !contains(flatten([s.Action]), "*") && s.Effect == "Allow"]
    ]))
    error_message = "No wildcard actions."
  }
}

run "errors_and_throttles_alarm_for_every_lambda" {
  command = plan

  variables {
    alarm_sns_topic_arn = "arn:aws:sns:eu-west-1:123456789012:factguard-alarms"
  }

  assert {
    condition     = length(aws_cloudwatch_metric_alarm.lambda) == 2 * length(aws_lambda_function.this)
    error_message = "Expected an Errors and a Throttles alarm per Lambda."
  }

  assert {
    condition = alltrue([
      for k, f in aws_lambda_function.this : alltrue([
        for m in ["errors", "throttles"] :
        aws_cloudwatch_metric_alarm.lambda["${k}-${m}"].dimensions.FunctionName == f.function_name &&
        aws_cloudwatch_metric_alarm.lambda["${k}-${m}"].alarm_actions == toset(["arn:aws:sns:eu-west-1:123456789012:factguard-alarms"])
      ])
    ])
    error_message = "Each alarm must watch its own function and notify the SNS topic."
  }
}
