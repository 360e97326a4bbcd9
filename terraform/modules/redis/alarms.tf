################################################################################
# Alarms on every node: what to do about each is in docs/deploying.md.
################################################################################

locals {
  burstable = startswith(var.node_type, "cache.t")

  node_metrics = merge(
    {
      memory      = { metric = "DatabaseMemoryUsagePercentage", statistic = "Maximum", operator = "GreaterThanOrEqualToThreshold", threshold = var.alarm_memory_percent, what = "memory used of maxmemory; with noeviction, writes fail at 100 %" }
      evictions   = { metric = "Evictions", statistic = "Sum", operator = "GreaterThanThreshold", threshold = 0, what = "keys evicted: the parameter group must say noeviction" }
      connections = { metric = "CurrConnections", statistic = "Maximum", operator = "GreaterThanOrEqualToThreshold", threshold = var.alarm_connections, what = "client connections (each Lambda environment holds its own)" }
      engine_cpu  = { metric = "EngineCPUUtilization", statistic = "Maximum", operator = "GreaterThanOrEqualToThreshold", threshold = 90, what = "the single Redis thread is saturated" }
    },
    local.burstable ? {
      cpu_credits = { metric = "CPUCreditBalance", statistic = "Minimum", operator = "LessThanOrEqualToThreshold", threshold = var.alarm_cpu_credit_balance, what = "burstable node running out of CPU credits" }
    } : {},
  )

  node_alarms = merge([
    for id in local.member_cluster_ids : {
      for mk, m in local.node_metrics : "${id}-${mk}" => merge(m, { cluster_id = id, kind = mk })
    }
  ]...)
}

resource "aws_cloudwatch_metric_alarm" "node" {
  for_each = local.node_alarms

  alarm_name          = "${each.value.cluster_id}-${replace(each.value.kind, "_", "-")}"
  alarm_description   = "${each.value.cluster_id}: ${each.value.what}"
  namespace           = "AWS/ElastiCache"
  metric_name         = each.value.metric
  dimensions          = { CacheClusterId = each.value.cluster_id }
  statistic           = each.value.statistic
  period              = var.alarm_period_seconds
  evaluation_periods  = 1
  threshold           = each.value.threshold
  comparison_operator = each.value.operator
  # A node that reports nothing is gone: that is worth a look too.
  treat_missing_data = "breaching"
  alarm_actions      = var.alarm_actions
  ok_actions         = var.alarm_actions
  tags               = var.tags

  depends_on = [aws_elasticache_replication_group.this]
}
