# Redis: TLS and AUTH on ElastiCache, and the Lambdas pointed at it with rediss://.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  apigw_zip_path      = "tests/fixtures/function.zip"
  alarm_sns_topic_arn = "arn:aws:sns:eu-west-1:123456789012:factguard-alarms"
  iam_tenants         = { "arn:aws:iam::123456789012:role/factguard-client" = ["acme", "default"] }
}

run "lambdas_connect_to_elasticache_over_tls" {
  command = plan

  assert {
    condition     = startswith(aws_lambda_function.this["apigw"].environment[0].variables["QUARKUS_REDIS_HOSTS"], "rediss://")
    error_message = "QUARKUS_REDIS_HOSTS must use rediss:// (ElastiCache has transit encryption on)."
  }

  assert {
    condition     = aws_lambda_function.this["apigw"].environment[0].variables["QUARKUS_REDIS_HOSTS"] == "rediss://master.factguard.abc123.euw1.cache.amazonaws.com:6379"
    error_message = "QUARKUS_REDIS_HOSTS must be the primary endpoint of the created replication group."
  }

  assert {
    condition = (
      strcontains(lookup(aws_lambda_function.this["apigw"].environment[0].variables, "FACTGUARD_SECRETS", ""), "QUARKUS_REDIS_PASSWORD=arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/redis-auth-token-AbCdEf") &&
      !contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "QUARKUS_REDIS_PASSWORD")
    )
    error_message = "The Lambda must read the AUTH token from its secret (FACTGUARD_SECRETS), never get the value."
  }

  assert {
    condition     = output.redis_endpoint == "master.factguard.abc123.euw1.cache.amazonaws.com:6379"
    error_message = "redis_endpoint must be the primary endpoint."
  }
}

run "direct_lambdas_share_the_redis_settings" {
  command = plan

  variables {
    deployment_mode = "direct"
    apigw_zip_path  = null
    lambda_zip_path = "tests/fixtures/function.zip"
  }

  assert {
    condition = alltrue([
      for f in aws_lambda_function.this : startswith(f.environment[0].variables["QUARKUS_REDIS_HOSTS"], "rediss://")
    ])
    error_message = "Every direct Lambda must reach Redis over TLS."
  }
}

run "snapshots_cannot_be_turned_off" {
  command = plan

  variables {
    redis_snapshot_retention_days = 0
  }

  expect_failures = [var.redis_snapshot_retention_days]
}
