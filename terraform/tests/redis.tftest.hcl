# Redis: TLS and AUTH on ElastiCache, and the Lambdas pointed at it with rediss://.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  apigw_zip_path = "tests/fixtures/function.zip"
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
    condition     = contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "QUARKUS_REDIS_PASSWORD")
    error_message = "The AUTH token must reach the Lambda as QUARKUS_REDIS_PASSWORD."
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

run "replication_group_encrypts_and_authenticates" {
  command = plan

  module {
    source = "./modules/redis"
  }

  variables {
    name               = "factguard"
    subnet_ids         = ["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]
    security_group_ids = ["sg-0cccccccccccccccc"]
  }

  assert {
    condition     = aws_elasticache_replication_group.this.transit_encryption_enabled == true
    error_message = "Transit encryption must be on: the AUTH token crosses the network."
  }

  assert {
    condition     = tostring(aws_elasticache_replication_group.this.at_rest_encryption_enabled) == "true"
    error_message = "Encryption at rest must be on."
  }

  assert {
    condition     = aws_elasticache_replication_group.this.security_group_ids == toset(["sg-0cccccccccccccccc"]) && aws_elasticache_subnet_group.this.subnet_ids == toset(["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"])
    error_message = "The nodes must sit in the given private subnets behind the given security group."
  }

  assert {
    condition     = aws_elasticache_replication_group.this.engine == "valkey" && aws_elasticache_replication_group.this.engine_version == "8.0"
    error_message = "Valkey 8.0 is the default engine."
  }

  assert {
    condition     = output.url == "rediss://master.factguard.abc123.euw1.cache.amazonaws.com:6379"
    error_message = "The module URL must be rediss:// to the primary endpoint."
  }
}

run "replicas_turn_on_failover" {
  command = plan

  module {
    source = "./modules/redis"
  }

  variables {
    name               = "factguard"
    subnet_ids         = ["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]
    security_group_ids = ["sg-0cccccccccccccccc"]
    engine             = "redis"
    num_cache_clusters = 2
  }

  assert {
    condition = (
      aws_elasticache_replication_group.this.automatic_failover_enabled &&
      aws_elasticache_replication_group.this.multi_az_enabled &&
      aws_elasticache_replication_group.this.engine_version == "7.1" &&
      aws_elasticache_replication_group.this.transit_encryption_enabled
    )
    error_message = "Two nodes of Redis OSS 7.1 must fail over across zones, still with TLS."
  }
}
