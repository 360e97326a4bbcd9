################################################################################
# General
################################################################################

variable "name" {
  description = "Prefix for every resource name (Lambda functions, API, Redis, log groups). Lowercase, so it is valid for ElastiCache and S3 too."
  type        = string
  default     = "factguard"

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,23}$", var.name))
    error_message = "The name must start with a lowercase letter and have at most 24 lowercase letters, digits or hyphens."
  }
}

variable "tags" {
  description = "Tags added to every resource that supports them."
  type        = map(string)
  default     = {}
}

variable "kms_key_arn" {
  description = "Customer managed KMS key for Lambda environment variables, log groups, Secrets Manager and ElastiCache at rest. Null uses AWS managed keys. Its key policy must allow the CloudWatch Logs service principal."
  type        = string
  default     = null
}

################################################################################
# Artifacts and deployment mode
################################################################################

variable "deployment_mode" {
  description = "What to deploy: \"apigw\" = one Lambda serving every function behind the HTTP API (built with -Papigw); \"direct\" = one Lambda per function for direct invocation (built with -Plambda, QUARKUS_FUNQY_EXPORT picks the function); \"both\"."
  type        = string
  default     = "apigw"

  validation {
    condition     = contains(["apigw", "direct", "both"], var.deployment_mode)
    error_message = "The deployment_mode must be \"apigw\", \"direct\" or \"both\"."
  }
}

variable "apigw_zip_path" {
  description = "Local path of the function.zip built with `./mvnw -Papigw package` (copied e.g. to target/apigw-function.zip). Required when deployment_mode is \"apigw\" or \"both\"."
  type        = string
  default     = null

  validation {
    condition     = var.deployment_mode == "direct" || var.apigw_zip_path != null
    error_message = "The apigw_zip_path is required when deployment_mode is \"apigw\" or \"both\"."
  }
}

variable "lambda_zip_path" {
  description = "Local path of the function.zip built with `./mvnw -Plambda package` (copied e.g. to target/lambda-function.zip). Required when deployment_mode is \"direct\" or \"both\"."
  type        = string
  default     = null

  validation {
    condition     = var.deployment_mode == "apigw" || var.lambda_zip_path != null
    error_message = "The lambda_zip_path is required when deployment_mode is \"direct\" or \"both\"."
  }
}

variable "artifact_bucket_name" {
  description = "Existing S3 bucket to upload the zips to. Null creates a private, versioned bucket."
  type        = string
  default     = null
}

variable "artifact_bucket_force_destroy" {
  description = "Let `terraform destroy` delete the created artifact bucket even though it still holds object versions."
  type        = bool
  default     = false
}

################################################################################
# Lambda
################################################################################

variable "runtime" {
  description = "Lambda managed Java runtime. Both support SnapStart."
  type        = string
  default     = "java17"

  validation {
    condition     = contains(["java17", "java21"], var.runtime)
    error_message = "The runtime must be \"java17\" or \"java21\"."
  }
}

variable "memory_size" {
  description = "Memory in MB for each Lambda. Lambda allocates CPU in proportion to memory, so this also sets how fast the JVM starts."
  type        = number
  default     = 2048

  validation {
    condition     = var.memory_size >= 512 && var.memory_size <= 10240
    error_message = "The memory_size must be between 512 and 10240 MB (the JVM and the embedding model do not fit in less)."
  }
}

variable "timeout" {
  description = "Lambda timeout in seconds. The HTTP API stops waiting after 30 s whatever this says, so larger values only help direct invocation."
  type        = number
  default     = 30

  validation {
    condition     = var.timeout >= 1 && var.timeout <= 900
    error_message = "The timeout must be between 1 and 900 seconds."
  }
}

variable "snap_start" {
  description = "Enable Lambda SnapStart (snapshot of the initialised JVM, restored on cold start). Publishes a version on every code change and points the `live` alias at it."
  type        = bool
  default     = false
}

variable "reserved_concurrent_executions" {
  description = "Reserved concurrency per Lambda; caps cost and the connections each function can open to Redis. -1 leaves it unreserved."
  type        = number
  default     = -1
}

variable "log_retention_days" {
  description = "Retention in days of the Lambda and API access log groups."
  type        = number
  default     = 30

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.log_retention_days)
    error_message = "The log_retention_days must be a value CloudWatch Logs accepts (1, 3, 5, 7, 14, 30, 60, 90, ... 3653)."
  }
}

variable "lambda_egress_ports" {
  description = "TCP ports the created Lambda security group may reach anywhere (through the NAT gateway): 443 covers the search providers, NLI endpoints and AWS APIs. Add e.g. 6379 for an existing Redis outside the VPC. Ignored when existing_security_group_ids is set."
  type        = list(number)
  default     = [443]
}

################################################################################
# Application configuration (FACTGUARD_* environment)
################################################################################

variable "search_providers" {
  description = "Ordered web search provider chain (FACTGUARD_SEARCH_PROVIDERS); the first that answers wins."
  type        = list(string)
  default     = ["duckduckgo"]

  validation {
    condition     = length(var.search_providers) > 0 && alltrue([for p in var.search_providers : contains(["brave", "searxng", "duckduckgo", "tavily"], p)])
    error_message = "The search_providers must be a non-empty list of \"brave\", \"searxng\", \"duckduckgo\" or \"tavily\"."
  }
}

variable "brave_api_key_secret_arn" {
  description = "Secrets Manager secret (plain string) holding the Brave Search API key (FACTGUARD_SEARCH_BRAVE_API_KEY)."
  type        = string
  default     = null
}

variable "tavily_api_key_secret_arn" {
  description = "Secrets Manager secret (plain string) holding the Tavily API key (FACTGUARD_SEARCH_TAVILY_API_KEY)."
  type        = string
  default     = null
}

variable "searxng_url" {
  description = "SearXNG base URL (FACTGUARD_SEARCH_SEARXNG_URL), reachable from the private subnets."
  type        = string
  default     = null
}

variable "nli_url" {
  description = "NLI server URL (FACTGUARD_NLI_URL). Null leaves refresh verdicts lexical."
  type        = string
  default     = null
}

variable "nli_protocol" {
  description = "NLI server protocol (FACTGUARD_NLI_PROTOCOL): \"hf\" (Hugging Face text-classification) or \"tei\" (Text Embeddings Inference /predict). Only used with nli_url."
  type        = string
  default     = "hf"

  validation {
    condition     = contains(["hf", "tei"], var.nli_protocol)
    error_message = "The nli_protocol must be \"hf\" or \"tei\"."
  }
}

variable "nli_token_secret_arn" {
  description = "Secrets Manager secret (plain string) holding the NLI bearer token (FACTGUARD_NLI_TOKEN)."
  type        = string
  default     = null
}

variable "embedding_model" {
  description = "FACTGUARD_EMBEDDING_MODEL: \"minilm\" or \"none\". Null keeps the application default."
  type        = string
  default     = null

  validation {
    condition     = var.embedding_model == null || contains(["minilm", "none"], coalesce(var.embedding_model, "none"))
    error_message = "The embedding_model must be \"minilm\" or \"none\"."
  }
}

variable "extra_environment" {
  description = "Additional environment variables for every Lambda (e.g. FACTGUARD_LIMITS_*, JAVA_TOOL_OPTIONS). They win over the ones this module sets."
  type        = map(string)
  default     = {}
}

################################################################################
# HTTP API
################################################################################

variable "authorizer" {
  description = "How the HTTP API authenticates callers: \"iam\" (SigV4-signed requests, execute-api:Invoke) or \"jwt\" (bearer tokens from jwt_issuer)."
  type        = string
  default     = "iam"

  validation {
    condition     = contains(["iam", "jwt"], var.authorizer)
    error_message = "The authorizer must be \"iam\" or \"jwt\"."
  }
}

variable "jwt_issuer" {
  description = "Issuer URL of the JWT authorizer (e.g. https://cognito-idp.<region>.amazonaws.com/<pool-id>). Required when authorizer = \"jwt\"."
  type        = string
  default     = null

  validation {
    condition     = var.authorizer != "jwt" || can(regex("^https://", var.jwt_issuer))
    error_message = "The jwt_issuer must be an https:// URL when authorizer is \"jwt\"."
  }
}

variable "jwt_audience" {
  description = "Accepted `aud` (or Cognito `client_id`) values of the JWT authorizer. Required when authorizer = \"jwt\"."
  type        = list(string)
  default     = []

  validation {
    condition     = var.authorizer != "jwt" || length(var.jwt_audience) > 0
    error_message = "The jwt_audience needs at least one value when authorizer is \"jwt\"."
  }
}

variable "public_read_routes" {
  description = "Serve forecast, knowledge-search, freshness and refresh without authorization. knowledge-add, knowledge-remove and feedback change shared state and always require the authorizer."
  type        = bool
  default     = false
}

variable "throttling_burst_limit" {
  description = "HTTP API stage burst limit (requests) for every route; the first guard against runaway cost."
  type        = number
  default     = 100
}

variable "throttling_rate_limit" {
  description = "HTTP API stage steady-state rate limit (requests per second) for every route."
  type        = number
  default     = 50
}

################################################################################
# Network
################################################################################

variable "existing_vpc_id" {
  description = "Deploy into this VPC instead of creating one. Then existing_private_subnet_ids is required, and those subnets need a route to the internet (NAT) for the search providers."
  type        = string
  default     = null
}

variable "existing_private_subnet_ids" {
  description = "Private subnets of existing_vpc_id for the Lambdas (and the created Redis, if any)."
  type        = list(string)
  default     = []

  validation {
    condition     = var.existing_vpc_id == null || length(var.existing_private_subnet_ids) > 0
    error_message = "The existing_private_subnet_ids must be given with existing_vpc_id."
  }
}

variable "existing_security_group_ids" {
  description = "Security groups to attach to the Lambdas instead of creating one. They must allow egress to Redis and to the search providers."
  type        = list(string)
  default     = []

  validation {
    condition     = length(var.existing_security_group_ids) == 0 || var.existing_vpc_id != null
    error_message = "The existing_security_group_ids can only be used with existing_vpc_id."
  }
}

variable "vpc_cidr" {
  description = "CIDR block of the created VPC (/16 to /20). Private subnets take /4 more bits each, public subnets /8 more from the top."
  type        = string
  default     = "10.42.0.0/16"

  validation {
    condition     = can(cidrhost(var.vpc_cidr, 0)) && tonumber(split("/", var.vpc_cidr)[1]) >= 16 && tonumber(split("/", var.vpc_cidr)[1]) <= 20
    error_message = "The vpc_cidr must be an IPv4 CIDR block between /16 and /20."
  }
}

variable "az_count" {
  description = "Availability zones used by the created VPC (one private and one public subnet each)."
  type        = number
  default     = 2

  validation {
    condition     = var.az_count >= 2 && var.az_count <= 6
    error_message = "The az_count must be between 2 and 6 (ElastiCache subnet groups and Lambda want at least two zones)."
  }
}

variable "single_nat_gateway" {
  description = "One NAT gateway for all zones (cheaper) instead of one per zone (survives a zone outage)."
  type        = bool
  default     = true
}

################################################################################
# Redis (ElastiCache)
################################################################################

variable "existing_redis_url" {
  description = "Use this Redis instead of creating ElastiCache, e.g. rediss://host:6379 (QUARKUS_REDIS_HOSTS). It may embed credentials, hence sensitive."
  type        = string
  default     = null
  sensitive   = true

  validation {
    condition     = var.existing_redis_url == null || can(regex("^rediss?://", var.existing_redis_url))
    error_message = "The existing_redis_url must start with redis:// or rediss://."
  }
}

variable "existing_redis_password_secret_arn" {
  description = "Secrets Manager secret (plain string) with the password of existing_redis_url (QUARKUS_REDIS_PASSWORD), if it is not in the URL."
  type        = string
  default     = null
}

variable "redis_engine" {
  description = "ElastiCache engine: \"valkey\" (open source, lower price) or \"redis\"."
  type        = string
  default     = "valkey"

  validation {
    condition     = contains(["valkey", "redis"], var.redis_engine)
    error_message = "The redis_engine must be \"valkey\" or \"redis\"."
  }
}

variable "redis_engine_version" {
  description = "Engine version. Null picks 8.0 for valkey and 7.1 for redis."
  type        = string
  default     = null
}

variable "redis_node_type" {
  description = "ElastiCache node type."
  type        = string
  default     = "cache.t4g.small"
}

variable "redis_num_cache_clusters" {
  description = "Nodes in the replication group: 1 = primary only; 2 or more adds replicas with automatic failover across zones."
  type        = number
  default     = 1

  validation {
    condition     = var.redis_num_cache_clusters >= 1 && var.redis_num_cache_clusters <= 6
    error_message = "The redis_num_cache_clusters must be between 1 and 6."
  }
}

variable "redis_snapshot_retention_days" {
  description = "Days of daily ElastiCache snapshots to keep (knowledge facts and pattern history live only in Redis). 0 disables them."
  type        = number
  default     = 1
}

variable "redis_auth_token_version" {
  description = "Bump to rotate the Redis AUTH token: a new random token is written to Secrets Manager and rolled out to ElastiCache and the Lambdas."
  type        = number
  default     = 1
}

variable "redis_apply_immediately" {
  description = "Apply ElastiCache changes (including token rotation) now rather than in the maintenance window."
  type        = bool
  default     = false
}

################################################################################
# Monitoring
################################################################################

variable "alarm_sns_topic_arn" {
  description = "SNS topic notified when an alarm fires or recovers. Null creates the alarms without actions."
  type        = string
  default     = null
}

variable "alarm_period_seconds" {
  description = "Period over which Lambda Errors and Throttles are summed for the alarms."
  type        = number
  default     = 300
}

variable "alarm_errors_threshold" {
  description = "Lambda Errors per period that trigger a function's error alarm. Bad input is a 4xx answer, not a Lambda error, so any error is worth a look."
  type        = number
  default     = 1
}

variable "alarm_throttles_threshold" {
  description = "Lambda Throttles per period that trigger a function's throttle alarm."
  type        = number
  default     = 1
}
