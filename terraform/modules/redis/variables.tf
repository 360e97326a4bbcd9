variable "name" {
  description = "Replication group ID and prefix of the other names (lowercase, at most 40 characters)."
  type        = string
}

variable "subnet_ids" {
  description = "Private subnets for the cache nodes (at least two zones for failover)."
  type        = list(string)
}

variable "security_group_ids" {
  description = "Security groups of the cache nodes; they decide who may connect."
  type        = list(string)
}

variable "engine" {
  description = "\"valkey\" or \"redis\"."
  type        = string
  default     = "valkey"

  validation {
    condition     = contains(["valkey", "redis"], var.engine)
    error_message = "The engine must be \"valkey\" or \"redis\"."
  }
}

variable "engine_version" {
  description = "Engine version; null picks 8.0 for valkey and 7.1 for redis."
  type        = string
  default     = null
}

variable "node_type" {
  description = "ElastiCache node type. Burstable (cache.t*) nodes run out of CPU credits under sustained load; the default is not burstable."
  type        = string
  default     = "cache.m7g.large"
}

variable "num_cache_clusters" {
  description = "Primary plus replicas; 2 or more turns on automatic failover and Multi-AZ."
  type        = number
  default     = 2
}

variable "snapshot_retention_days" {
  description = "Days of daily snapshots to keep; 0 disables them."
  type        = number
  default     = 7
}

variable "final_snapshot" {
  description = "Take a snapshot named <name>-final when the replication group is deleted."
  type        = bool
  default     = true
}

variable "prevent_destroy" {
  description = "Make any plan that deletes or replaces the replication group fail (see the destroy guard in main.tf)."
  type        = bool
  default     = true
}

variable "alarm_actions" {
  description = "SNS topics the Redis alarms notify (alarm and recovery)."
  type        = list(string)
  default     = []
}

variable "alarm_period_seconds" {
  description = "Period of the Redis alarms."
  type        = number
  default     = 300
}

variable "alarm_memory_percent" {
  description = "DatabaseMemoryUsagePercentage (of maxmemory) that raises the memory alarm. With noeviction, 100 % means writes fail."
  type        = number
  default     = 75
}

variable "alarm_connections" {
  description = "CurrConnections on one node that raises the connections alarm."
  type        = number
  default     = 2000
}

variable "alarm_cpu_credit_balance" {
  description = "CPUCreditBalance below which a burstable (cache.t*) node alarms; ignored on other node types."
  type        = number
  default     = 20
}

variable "auth_token_version" {
  description = "Bump to write a new random AUTH token and roll it out (ROTATE strategy)."
  type        = number
  default     = 1
}

variable "apply_immediately" {
  description = "Apply modifications now rather than in the maintenance window."
  type        = bool
  default     = false
}

variable "kms_key_arn" {
  description = "KMS key for encryption at rest and for the secret; null uses AWS managed keys."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
