output "replication_group_id" {
  description = "ID of the replication group."
  value       = aws_elasticache_replication_group.this.id
}

output "primary_endpoint_address" {
  description = "DNS name of the primary node (follows failover)."
  value       = aws_elasticache_replication_group.this.primary_endpoint_address
}

output "port" {
  description = "Port of the endpoints."
  value       = local.port
}

output "url" {
  description = "TLS connection URL without credentials (QUARKUS_REDIS_HOSTS)."
  value       = "rediss://${aws_elasticache_replication_group.this.primary_endpoint_address}:${local.port}"
}

output "transit_encryption_enabled" {
  description = "Whether clients must use TLS."
  value       = aws_elasticache_replication_group.this.transit_encryption_enabled
}

output "auth_token" {
  description = "The AUTH token (QUARKUS_REDIS_PASSWORD)."
  value       = data.aws_secretsmanager_secret_version.auth_token.secret_string
  sensitive   = true
}

output "auth_token_secret_arn" {
  description = "Secrets Manager secret holding the AUTH token."
  value       = aws_secretsmanager_secret.auth_token.arn
}

output "member_cluster_ids" {
  description = "Cache cluster IDs of the nodes (the CacheClusterId dimension of their metrics)."
  value       = local.member_cluster_ids
}

output "parameter_group_name" {
  description = "Parameter group of the replication group (maxmemory-policy noeviction)."
  value       = aws_elasticache_parameter_group.this.name
}

output "alarm_actions" {
  description = "Actions of each Redis alarm, keyed by alarm name."
  value       = { for a in aws_cloudwatch_metric_alarm.node : a.alarm_name => a.alarm_actions }
}
