# The Redis module on its own: encryption, durability (replicas, snapshots, no
# eviction, the destroy guard) and the alarms on every node.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  name               = "factguard"
  subnet_ids         = ["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]
  security_group_ids = ["sg-0cccccccccccccccc"]
}

run "replication_group_encrypts_and_authenticates" {
  command = plan

  module {
    source = "./modules/redis"
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

run "state_is_durable_by_default" {
  command = plan

  module {
    source = "./modules/redis"
  }

  assert {
    condition = (
      aws_elasticache_replication_group.this.num_cache_clusters >= 2 &&
      aws_elasticache_replication_group.this.automatic_failover_enabled &&
      aws_elasticache_replication_group.this.multi_az_enabled
    )
    error_message = "By default the group needs a replica in another zone and automatic failover."
  }

  assert {
    condition     = aws_elasticache_replication_group.this.snapshot_retention_limit >= 7 && aws_elasticache_replication_group.this.final_snapshot_identifier == "factguard-final"
    error_message = "A week of daily snapshots, and a final snapshot when the group is deleted."
  }

  assert {
    condition     = !startswith(aws_elasticache_replication_group.this.node_type, "cache.t")
    error_message = "The default node type must not be burstable."
  }

  assert {
    condition     = one(terraform_data.destroy_guard[*].input) == "factguard"
    error_message = "The destroy guard must watch the replication group."
  }

  assert {
    condition = (
      aws_elasticache_replication_group.this.parameter_group_name == aws_elasticache_parameter_group.this.name &&
      aws_elasticache_parameter_group.this.family == "valkey8" &&
      one([for p in aws_elasticache_parameter_group.this.parameter : p.value if p.name == "maxmemory-policy"]) == "noeviction"
    )
    error_message = "The group must use a parameter group with maxmemory-policy noeviction (the default volatile-lru evicts dedupe and rate-limit keys)."
  }
}

run "every_node_alarms_on_memory_evictions_connections_and_cpu" {
  command = plan

  module {
    source = "./modules/redis"
  }

  variables {
    alarm_actions = ["arn:aws:sns:eu-west-1:123456789012:factguard-alarms"]
  }

  assert {
    condition = toset(keys(aws_cloudwatch_metric_alarm.node)) == toset(flatten([
      for id in ["factguard-001", "factguard-002"] : [for m in ["memory", "evictions", "connections", "engine_cpu"] : "${id}-${m}"]
    ]))
    error_message = "Each node needs memory, evictions, connections and engine CPU alarms (no CPU-credit alarm off burstable nodes)."
  }

  assert {
    condition = (
      aws_cloudwatch_metric_alarm.node["factguard-002-evictions"].dimensions.CacheClusterId == "factguard-002" &&
      aws_cloudwatch_metric_alarm.node["factguard-002-evictions"].threshold == 0 &&
      aws_cloudwatch_metric_alarm.node["factguard-002-evictions"].comparison_operator == "GreaterThanThreshold" &&
      aws_cloudwatch_metric_alarm.node["factguard-001-memory"].metric_name == "DatabaseMemoryUsagePercentage" &&
      aws_cloudwatch_metric_alarm.node["factguard-001-memory"].threshold == 75
    )
    error_message = "Any eviction, and memory at 75 %, must raise an alarm on the node concerned."
  }
}

run "burstable_nodes_alarm_on_cpu_credits" {
  command = plan

  module {
    source = "./modules/redis"
  }

  variables {
    node_type          = "cache.t4g.small"
    num_cache_clusters = 1
  }

  assert {
    condition     = aws_cloudwatch_metric_alarm.node["factguard-001-cpu_credits"].metric_name == "CPUCreditBalance" && aws_cloudwatch_metric_alarm.node["factguard-001-cpu_credits"].comparison_operator == "LessThanOrEqualToThreshold"
    error_message = "A burstable node must alarm before it runs out of CPU credits."
  }
}

run "replicas_turn_on_failover" {
  command = plan

  module {
    source = "./modules/redis"
  }

  variables {
    engine             = "redis"
    num_cache_clusters = 3
  }

  assert {
    condition = (
      aws_elasticache_parameter_group.this.family == "redis7" &&
      aws_elasticache_replication_group.this.num_cache_clusters == 3 &&
      aws_elasticache_replication_group.this.automatic_failover_enabled &&
      aws_elasticache_replication_group.this.multi_az_enabled &&
      aws_elasticache_replication_group.this.engine_version == "7.1" &&
      aws_elasticache_replication_group.this.transit_encryption_enabled
    )
    error_message = "Three nodes of Redis OSS 7.1 (family redis7) must fail over across zones, still with TLS."
  }
}

run "a_single_node_has_no_failover" {
  command = plan

  module {
    source = "./modules/redis"
  }

  variables {
    num_cache_clusters = 1
  }

  assert {
    condition     = !aws_elasticache_replication_group.this.automatic_failover_enabled && !aws_elasticache_replication_group.this.multi_az_enabled
    error_message = "Failover needs a replica: one node cannot fail over."
  }
}
