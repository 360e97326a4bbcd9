# The Redis AUTH token comes from Secrets Manager. It is read back from the secret
# version only once that version exists, so this run applies (against the mock,
# without override_during = plan, whose values would change between plan and apply).

mock_provider "aws" {
  source = "./tests/mocks"
}

run "auth_token_is_the_secret_value" {
  command = apply

  module {
    source = "./modules/redis"
  }

  variables {
    name               = "factguard"
    subnet_ids         = ["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]
    security_group_ids = ["sg-0cccccccccccccccc"]
    # The run ends with a destroy, which the guard exists to refuse.
    prevent_destroy = false
  }

  assert {
    condition     = aws_elasticache_replication_group.this.auth_token == "secret-from-secrets-manager"
    error_message = "The AUTH token must be the value stored in Secrets Manager."
  }

  assert {
    condition     = aws_secretsmanager_secret_version.auth_token.secret_string_wo_version == 1 && aws_elasticache_replication_group.this.auth_token_update_strategy == "ROTATE"
    error_message = "The token is written once per auth_token_version and rotated without dropping clients."
  }
}
