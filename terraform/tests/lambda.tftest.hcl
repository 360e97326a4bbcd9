# The Lambdas: which zip, which function, which environment, which permissions.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  deployment_mode     = "both"
  apigw_zip_path      = "tests/fixtures/function.zip"
  lambda_zip_path     = "tests/fixtures/function.zip"
  alarm_sns_topic_arn = "arn:aws:sns:eu-west-1:123456789012:factguard-alarms"
  iam_tenants         = { "arn:aws:iam::123456789012:role/factguard-client" = ["acme", "default"] }
}

run "each_direct_lambda_exports_its_own_function" {
  command = plan

  assert {
    condition = toset(keys(aws_lambda_function.this)) == toset([
      "apigw", "forecast", "feedback", "knowledge-add", "knowledge-search", "knowledge-list", "knowledge-remove", "freshness",
      "refresh", "verify",
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
      f.runtime == "java21" && f.architectures == tolist(["x86_64"]) && length(f.layers) == 0
    ])
    error_message = "Every Lambda must run on java21/x86_64 without layers by default."
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

run "custom_runtime_runs_the_direct_lambdas" {
  command = plan

  variables {
    deployment_mode = "direct"
    apigw_zip_path  = null
    runtime         = "provided.al2023"
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this :
      f.runtime == "provided.al2023" && f.handler == "io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest" &&
      f.architectures == tolist(["x86_64"]) && length(f.layers) == 0 && length(f.snap_start) == 0
    ])
    error_message = "provided.al2023: every direct Lambda runs the zip's bootstrap (handler passed on as _HANDLER), x86_64, no layers, no SnapStart."
  }
}

run "custom_runtime_cannot_serve_the_api" {
  command = plan

  variables {
    runtime = "provided.al2023"
  }

  expect_failures = [var.runtime]
}

run "snap_start_needs_the_managed_runtime" {
  command = plan

  variables {
    deployment_mode = "direct"
    apigw_zip_path  = null
    runtime         = "provided.al2023"
    snap_start      = true
  }

  expect_failures = [var.snap_start]
}

run "only_java21_and_provided_al2023_are_accepted" {
  command = plan

  # Direct mode, so that only the list of runtimes can refuse it (not the API rule).
  variables {
    deployment_mode = "direct"
    apigw_zip_path  = null
    runtime         = "java17"
  }

  expect_failures = [var.runtime]
}

run "layers_reach_every_lambda" {
  command = plan

  variables {
    lambda_layers = ["arn:aws:lambda:eu-west-1:123456789012:layer:monitoring:3"]
  }

  assert {
    condition     = alltrue([for f in aws_lambda_function.this : f.layers == tolist(["arn:aws:lambda:eu-west-1:123456789012:layer:monitoring:3"])])
    error_message = "lambda_layers must be attached to every Lambda."
  }
}

run "direct_lambdas_have_their_own_timeout_and_refresh_deadline" {
  command = plan

  variables {
    direct_timeout                  = 120
    direct_refresh_deadline_seconds = 100
    direct_reserved_concurrency     = 5
  }

  assert {
    condition = alltrue([
      for k, f in aws_lambda_function.this : f.timeout == 120 && f.reserved_concurrent_executions == 5 if k != "apigw"
    ]) && aws_lambda_function.this["apigw"].timeout == 29
    error_message = "Direct Lambdas take direct_timeout and direct_reserved_concurrency; the API Lambda keeps its own."
  }

  assert {
    condition = (
      lookup(aws_lambda_function.this["refresh"].environment[0].variables, "FACTGUARD_REFRESH_DEADLINE", "") == "100s" &&
      lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_REFRESH_DEADLINE", "") == "25s"
    )
    error_message = "Each refresh deadline must follow its Lambda's variable."
  }

  assert {
    condition     = alltrue([for f in aws_lambda_function.this : !contains(keys(f.environment[0].variables), "JAVA_TOOL_OPTIONS")])
    error_message = "Without vector_api the Lambdas keep the runtime's own JVM options."
  }
}

run "vector_api_gives_every_lambda_the_module_and_c2" {
  command = plan

  variables {
    vector_api = true
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this : f.environment[0].variables["JAVA_TOOL_OPTIONS"] == "--add-modules=jdk.incubator.vector -XX:TieredStopAtLevel=4"
    ])
    error_message = "vector_api must give every Lambda's JVM the Vector API module and C2 (the code uses the API only under C2)."
  }
}

run "vector_api_is_rejected_on_the_custom_runtime" {
  command = plan

  variables {
    deployment_mode = "direct"
    apigw_zip_path  = null
    runtime         = "provided.al2023"
    vector_api      = true
  }

  expect_failures = [var.vector_api]
}

run "asynchronous_writes_are_tried_once_and_failures_kept" {
  command = plan

  assert {
    condition = toset(keys(aws_lambda_function_event_invoke_config.direct)) == toset([
      "forecast", "feedback", "knowledge-add", "knowledge-search", "knowledge-list", "knowledge-remove", "freshness", "refresh", "verify",
    ])
    error_message = "Every direct Lambda (and not the API Lambda) needs an asynchronous invocation config."
  }

  assert {
    condition = alltrue([
      for k, c in aws_lambda_function_event_invoke_config.direct :
      c.maximum_retry_attempts == 0 if contains(["feedback", "knowledge-add", "knowledge-remove"], k)
    ])
    error_message = "Write functions must not be retried: a retried feedback-by-prompt counts twice."
  }

  assert {
    condition = alltrue([
      for c in aws_lambda_function_event_invoke_config.direct :
      c.qualifier == "live" && c.destination_config[0].on_failure[0].destination == "arn:aws:sqs:eu-west-1:123456789012:factguard-async-failures"
    ])
    error_message = "Failed asynchronous events of the live alias must land in the SQS queue."
  }

  assert {
    condition = alltrue([
      for k, p in aws_iam_role_policy.lambda :
      one([for s in jsondecode(p.policy).Statement : s.Resource if s.Sid == "AsyncFailureDestination"]) == "arn:aws:sqs:eu-west-1:123456789012:factguard-async-failures" if k != "apigw"
    ]) && !strcontains(aws_iam_role_policy.lambda["apigw"].policy, "sqs:")
    error_message = "Direct roles may send to the failure queue only; the API role not at all."
  }
}

run "missing_zip_for_the_mode_is_rejected" {
  command = plan

  variables {
    deployment_mode = "direct"
    lambda_zip_path = null
  }

  expect_failures = [var.lambda_zip_path]
}

run "secrets_are_named_not_passed_and_only_they_are_readable" {
  command = plan

  variables {
    search_providers         = ["brave", "duckduckgo"]
    brave_api_key_secret_arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:brave-XyZ123"
    auth_id_secret_arn       = "arn:aws:ssm:eu-west-1:123456789012:parameter/factguard/id-secret"
    nli_url                  = "https://nli.example.com"
    nli_protocol             = "tei"
  }

  assert {
    condition = (
      aws_lambda_function.this["apigw"].environment[0].variables["FACTGUARD_SEARCH_PROVIDERS"] == "brave,duckduckgo" &&
      aws_lambda_function.this["apigw"].environment[0].variables["FACTGUARD_NLI_URL"] == "https://nli.example.com" &&
      aws_lambda_function.this["apigw"].environment[0].variables["FACTGUARD_NLI_PROTOCOL"] == "tei"
    )
    error_message = "Search and NLI settings must reach the Lambda environment."
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this :
      lookup(f.environment[0].variables, "FACTGUARD_SECRETS", "") == join(",", [
        "FACTGUARD_AUTH_ID_SECRET=arn:aws:ssm:eu-west-1:123456789012:parameter/factguard/id-secret",
        "FACTGUARD_SEARCH_BRAVE_API_KEY=arn:aws:secretsmanager:eu-west-1:123456789012:secret:brave-XyZ123",
        "QUARKUS_REDIS_PASSWORD=arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/redis-auth-token-AbCdEf",
      ])
    ])
    error_message = "FACTGUARD_SECRETS must map each variable to its secret, sorted, in every Lambda."
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this : length(setintersection(keys(f.environment[0].variables), [
        "FACTGUARD_SEARCH_BRAVE_API_KEY", "FACTGUARD_SEARCH_TAVILY_API_KEY", "FACTGUARD_AUTH_ID_SECRET", "FACTGUARD_AUTH_KEYS", "QUARKUS_REDIS_PASSWORD", "FACTGUARD_NLI_TOKEN",
      ])) == 0
    ])
    error_message = "No secret value may be in a Lambda environment."
  }

  # A secret value under another name: the mocked secret's value, or unknown in a plan
  # (the token is read back only on apply), which fails the run as well.
  assert {
    condition     = alltrue([for f in aws_lambda_function.this : !strcontains(jsonencode(f.environment[0].variables), "secret-from-secrets-manager")])
    error_message = "No secret value may be in a Lambda environment, whatever its name."
  }

  assert {
    condition = alltrue([
      for p in aws_iam_role_policy.lambda :
      toset(one([for s in jsondecode(p.policy).Statement : s.Resource if s.Sid == "OwnSecrets"])) == toset([
        "arn:aws:secretsmanager:eu-west-1:123456789012:secret:brave-XyZ123",
        "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/redis-auth-token-AbCdEf",
      ]) &&
      one([for s in jsondecode(p.policy).Statement : s.Resource if s.Sid == "OwnParameters"]) == ["arn:aws:ssm:eu-west-1:123456789012:parameter/factguard/id-secret"]
    ])
    error_message = "Each role may read exactly the configured secrets and parameters."
  }
}

run "a_secret_that_is_not_an_arn_is_rejected" {
  command = plan

  variables {
    nli_token_secret_arn = "factguard/nli-token"
  }

  expect_failures = [aws_iam_role_policy.lambda]
}

run "network_interfaces_only_in_own_subnets_and_groups" {
  command = plan

  variables {
    existing_vpc_id             = "vpc-0123456789abcdef0"
    existing_private_subnet_ids = ["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]
    existing_security_group_ids = ["sg-0dddddddddddddddd"]
  }

  assert {
    condition = alltrue([
      for p in aws_iam_role_policy.lambda :
      toset(one([for s in jsondecode(p.policy).Statement : s.Resource if s.Sid == "CreateNetworkInterfaceInOwnSubnets"])) == toset([
        "arn:aws:ec2:eu-west-1:123456789012:network-interface/*",
        "arn:aws:ec2:eu-west-1:123456789012:subnet/subnet-0aaaaaaaaaaaaaaaa",
        "arn:aws:ec2:eu-west-1:123456789012:subnet/subnet-0bbbbbbbbbbbbbbbb",
        "arn:aws:ec2:eu-west-1:123456789012:security-group/sg-0dddddddddddddddd",
      ])
    ])
    error_message = "Network interfaces may be created only in the Lambdas' subnets and security groups."
  }

  assert {
    condition = alltrue(flatten([
      for p in aws_iam_role_policy.lambda : [
        for s in jsondecode(p.policy).Statement : startswith(s.Sid, "Describe") if s.Resource == "*"
      ]
    ]))
    error_message = "Only Describe actions (which need it) may be granted on \"*\"."
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

run "the_openai_nli_protocol_names_its_model" {
  command = plan

  variables {
    nli_url      = "https://llm.example.com/v1"
    nli_protocol = "openai"
    nli_model    = "judge-small"
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this :
      f.environment[0].variables["FACTGUARD_NLI_PROTOCOL"] == "openai" &&
      f.environment[0].variables["FACTGUARD_NLI_MODEL"] == "judge-small"
    ])
    error_message = "The openai NLI protocol and its model must reach every Lambda."
  }
}

run "an_nli_model_without_the_openai_protocol_is_refused" {
  command = plan

  variables {
    nli_url      = "https://nli.example.com"
    nli_protocol = "tei"
    nli_model    = "judge-small"
  }

  expect_failures = [var.nli_model]
}
