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
  description = "ElastiCache node type."
  type        = string
  default     = "cache.t4g.small"
}

variable "num_cache_clusters" {
  description = "Primary plus replicas; 2 or more turns on automatic failover and Multi-AZ."
  type        = number
  default     = 1
}

variable "snapshot_retention_days" {
  description = "Days of daily snapshots to keep; 0 disables them."
  type        = number
  default     = 1
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
