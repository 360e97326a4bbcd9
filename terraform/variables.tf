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
  description = "Lambda runtime: \"java21\" (managed Java runtime; runs the Java 17 build) or \"provided.al2023\" (custom runtime: the -Plambda-custom zip brings its own JDK and `bootstrap`; direct Lambdas only, since that zip is a Funqy Lambda build)."
  type        = string
  default     = "java21"

  validation {
    condition     = contains(["java21", "provided.al2023"], var.runtime)
    error_message = "The runtime must be \"java21\" or \"provided.al2023\"."
  }

  validation {
    condition     = var.runtime == "java21" || var.deployment_mode == "direct"
    error_message = "The runtime \"provided.al2023\" needs deployment_mode = \"direct\": the custom-runtime zip (-Plambda-custom) is a Funqy Lambda build and cannot serve the HTTP API."
  }
}

variable "lambda_layers" {
  description = "Layer ARNs added to every Lambda (at most 5), e.g. a monitoring extension. The runtimes need none."
  type        = list(string)
  default     = []

  validation {
    condition     = length(var.lambda_layers) <= 5
    error_message = "Lambda accepts at most 5 layers."
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

variable "api_timeout" {
  description = "Timeout in seconds of the API Lambda. At most 29: the HTTP API gives up after 30 s, and a Lambda still running then only costs money."
  type        = number
  default     = 29

  validation {
    condition     = var.api_timeout >= 1 && var.api_timeout <= 29
    error_message = "The api_timeout must be between 1 and 29 seconds (the HTTP API waits 30 s at most)."
  }
}

variable "api_refresh_deadline_seconds" {
  description = "Overall deadline of one refresh in the API Lambda (FACTGUARD_REFRESH_DEADLINE): claims not checked by then answer `unverified` (`deadline`). Below api_timeout, so the answer leaves before the Lambda is stopped."
  type        = number
  default     = 25

  validation {
    condition     = var.api_refresh_deadline_seconds >= 1 && var.api_refresh_deadline_seconds < var.api_timeout
    error_message = "The api_refresh_deadline_seconds must be at least 1 and below api_timeout."
  }
}

variable "direct_timeout" {
  description = "Timeout in seconds of each direct Lambda (no gateway in front, so up to Lambda's 900 s)."
  type        = number
  default     = 60

  validation {
    condition     = var.direct_timeout >= 1 && var.direct_timeout <= 900
    error_message = "The direct_timeout must be between 1 and 900 seconds."
  }
}

variable "direct_refresh_deadline_seconds" {
  description = "Overall deadline of one refresh in the direct Lambdas (FACTGUARD_REFRESH_DEADLINE); below direct_timeout."
  type        = number
  default     = 55

  validation {
    condition     = var.direct_refresh_deadline_seconds >= 1 && var.direct_refresh_deadline_seconds < var.direct_timeout
    error_message = "The direct_refresh_deadline_seconds must be at least 1 and below direct_timeout."
  }
}

variable "snap_start" {
  description = "Enable Lambda SnapStart (snapshot of the initialised JVM, restored on cold start). Publishes a version on every code change and points the `live` alias at it. Managed runtime (java21) only."
  type        = bool
  default     = false

  validation {
    condition     = !var.snap_start || var.runtime == "java21"
    error_message = "SnapStart is only available on the managed java21 runtime, not on provided.al2023."
  }
}

variable "vector_api" {
  description = "For tenants of tens of thousands of facts with embeddings: JAVA_TOOL_OPTIONS = \"--add-modules=jdk.incubator.vector -XX:TieredStopAtLevel=4\", so the embedding screen's dot products use the Vector API, which only C2 compiles (the managed runtime stops at C1 by default; C2 costs cold start, see docs/deploying.md). Results are the same either way. Managed runtime (java21) only."
  type        = bool
  default     = false

  validation {
    condition     = !var.vector_api || var.runtime == "java21"
    error_message = "vector_api needs the managed java21 runtime: the custom runtime's jlinked JDK has no jdk.incubator.vector."
  }
}

variable "api_reserved_concurrency" {
  description = "Reserved concurrency of the API Lambda: guarantees it capacity in the account and caps cost and Redis connections. Size it as rate x duration: e.g. 2 refreshes/s x 25 s = 50, plus forecasts. -1 leaves it unreserved."
  type        = number
  default     = 100

  validation {
    condition     = var.api_reserved_concurrency == -1 || var.api_reserved_concurrency >= 1
    error_message = "The api_reserved_concurrency must be -1 (unreserved) or at least 1 (0 would stop the function)."
  }
}

variable "direct_reserved_concurrency" {
  description = "Reserved concurrency of each direct Lambda. -1 leaves them unreserved (the account's pool)."
  type        = number
  default     = -1

  validation {
    condition     = var.direct_reserved_concurrency == -1 || var.direct_reserved_concurrency >= 1
    error_message = "The direct_reserved_concurrency must be -1 (unreserved) or at least 1 (0 would stop the functions)."
  }
}

variable "async_failure_retention_seconds" {
  description = "How long the SQS queue keeps the events of failed asynchronous direct invocations (on-failure destination)."
  type        = number
  default     = 1209600

  validation {
    condition     = var.async_failure_retention_seconds >= 60 && var.async_failure_retention_seconds <= 1209600
    error_message = "SQS keeps messages between 60 seconds and 14 days (1209600)."
  }
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
  description = "Secrets Manager secret or SSM SecureString parameter (ARN) holding the value of FACTGUARD_SEARCH_BRAVE_API_KEY; the Lambdas read it at start (FACTGUARD_SECRETS)."
  type        = string
  default     = null
}

variable "tavily_api_key_secret_arn" {
  description = "Secrets Manager secret or SSM SecureString parameter (ARN) holding the value of FACTGUARD_SEARCH_TAVILY_API_KEY; the Lambdas read it at start (FACTGUARD_SECRETS)."
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
  description = "NLI server protocol (FACTGUARD_NLI_PROTOCOL): \"hf\" (Hugging Face text-classification), \"tei\" (Text Embeddings Inference /predict) or \"openai\" (an OpenAI-compatible chat model as the judge, <nli_url>/chat/completions; set nli_model). Only used with nli_url."
  type        = string
  default     = "hf"

  validation {
    condition     = contains(["hf", "tei", "openai"], var.nli_protocol)
    error_message = "The nli_protocol must be \"hf\", \"tei\" or \"openai\"."
  }
}

variable "nli_model" {
  description = "The chat model the \"openai\" NLI protocol asks (FACTGUARD_NLI_MODEL). Null keeps the service default (gpt-4o-mini); only used with nli_url and nli_protocol = \"openai\"."
  type        = string
  default     = null

  validation {
    condition     = var.nli_model == null ? true : (var.nli_protocol == "openai" && length(trimspace(var.nli_model)) > 0)
    error_message = "The nli_model is read by the \"openai\" NLI protocol only, and must not be blank."
  }
}

variable "nli_token_secret_arn" {
  description = "Secrets Manager secret or SSM SecureString parameter (ARN) holding the value of FACTGUARD_NLI_TOKEN; the Lambdas read it at start (FACTGUARD_SECRETS)."
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

variable "auth_keys_secret_arn" {
  description = "Secrets Manager secret or SSM SecureString parameter (ARN) holding FACTGUARD_AUTH_KEYS (`name:sha256hex:tenant[+tenant]:role,...`). Required with authorizer = \"api_keys\"."
  type        = string
  default     = null
}

variable "auth_id_secret_arn" {
  description = "Secrets Manager secret or SSM SecureString parameter (ARN) holding FACTGUARD_AUTH_ID_SECRET, the key that signs forecast ids. Null lets the application generate one and keep it in Redis."
  type        = string
  default     = null
}

variable "extra_environment" {
  description = "Additional environment variables for every Lambda (e.g. FACTGUARD_LIMITS_*, JAVA_TOOL_OPTIONS). They win over the ones this module sets (a JAVA_TOOL_OPTIONS here replaces vector_api's)."
  type        = map(string)
  default     = {}
}

################################################################################
# HTTP API
################################################################################

variable "authorizer" {
  description = "Who may call the HTTP API: \"iam\" (SigV4-signed, execute-api:Invoke; tenants from iam_tenants), \"jwt\" (bearer tokens from jwt_issuer; tenant from the jwt_tenant_claim claim) or \"api_keys\" (the gateway lets requests through and the application checks FACTGUARD_AUTH_KEYS from auth_keys_secret_arn)."
  type        = string
  default     = "iam"

  validation {
    condition     = contains(["iam", "jwt", "api_keys"], var.authorizer)
    error_message = "The authorizer must be \"iam\", \"jwt\" or \"api_keys\"."
  }

  validation {
    condition     = var.authorizer != "api_keys" || var.auth_keys_secret_arn != null
    error_message = "The authorizer \"api_keys\" needs auth_keys_secret_arn: without keys the application would refuse every call."
  }
}

variable "iam_tenants" {
  description = "With authorizer = \"iam\": the tenants each caller may use, keyed by IAM user or role ARN (FACTGUARD_AUTH_IAM_TENANTS). The first tenant is the caller's default; a caller not listed gets 403."
  type        = map(list(string))
  default     = {}

  validation {
    condition = alltrue([
      for arn, tenants in var.iam_tenants :
      can(regex("^arn:aws[a-z-]*:(iam|sts)::[0-9]{12}:[A-Za-z0-9+.@_/-]+$", arn)) && length(tenants) > 0 &&
      alltrue([for t in tenants : can(regex("^[A-Za-z0-9._:-]{1,64}$", t))])
    ])
    error_message = "Each iam_tenants key must be an IAM user/role ARN (without , or =, which separate the entries of FACTGUARD_AUTH_IAM_TENANTS) and each value a non-empty list of tenants (1-64 of letters, digits, . _ : -)."
  }
  validation {
    condition     = var.authorizer != "iam" || var.deployment_mode == "direct" || length(var.iam_tenants) > 0
    error_message = "With authorizer = \"iam\" the API needs iam_tenants (caller ARN => tenants): without it no caller holds a tenant."
  }
}

variable "jwt_tenant_claim" {
  description = "With authorizer = \"jwt\": the token claim that names the caller's tenant (FACTGUARD_AUTH_JWT_TENANT_CLAIM)."
  type        = string
  default     = "tenant"

  validation {
    condition     = can(regex("^[A-Za-z0-9_:.-]{1,128}$", var.jwt_tenant_claim))
    error_message = "The jwt_tenant_claim must be a claim name (letters, digits, _ : . -)."
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
  description = "Serve forecast, freshness and refresh without authorization, for the `default` tenant only (the application refuses any other tenant on them: FACTGUARD_AUTH_PUBLIC_FUNCTIONS). knowledge-search, knowledge-list and verify (they return facts), knowledge-add, knowledge-remove and feedback always require the authorizer."
  type        = bool
  default     = false
}

variable "console" {
  description = "Serve the console's page (GET /console and the files under it) without authorization: static files that hold no data and no secret. Every call the page makes goes to the function routes, authorized as any other call, with the key or JWT pasted into the page; with authorizer = \"iam\" a browser cannot sign them, so the page only shows its errors."
  type        = bool
  default     = true
}

variable "throttling_burst_limit" {
  description = "HTTP API stage burst limit (requests) for every route without its own entry in route_throttling."
  type        = number
  default     = 100
}

variable "throttling_rate_limit" {
  description = "HTTP API stage steady-state rate limit (requests per second) for every route without its own entry in route_throttling."
  type        = number
  default     = 50
}

variable "route_throttling" {
  description = "Per-function throttles of the HTTP API, keyed by function. refresh is far slower than forecast (many seconds, web searches), so it gets far less by default."
  type = map(object({
    burst_limit = number
    rate_limit  = number
  }))
  default = {
    refresh = { burst_limit = 10, rate_limit = 2 }
  }

  validation {
    condition = alltrue([
      for f in keys(var.route_throttling) :
      contains(["forecast", "feedback", "knowledge-add", "knowledge-search", "knowledge-list", "knowledge-remove", "freshness", "refresh", "verify"], f)
    ])
    error_message = "The route_throttling keys must be function names (forecast, feedback, knowledge-add, knowledge-search, knowledge-list, knowledge-remove, freshness, refresh, verify)."
  }
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
  description = "One NAT gateway for all zones (cheaper, for development) instead of one per zone (the default: losing one zone does not cut every Lambda off the search providers)."
  type        = bool
  default     = false
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
  description = "ElastiCache node type. The default is not burstable: a cache.t* node can run out of CPU credits under steady load (there is an alarm for it)."
  type        = string
  default     = "cache.m7g.large"
}

variable "redis_num_cache_clusters" {
  description = "Nodes in the replication group. 2 or more (the default) adds replicas in other zones with automatic failover; 1 = primary only, for development."
  type        = number
  default     = 2

  validation {
    condition     = var.redis_num_cache_clusters >= 1 && var.redis_num_cache_clusters <= 6
    error_message = "The redis_num_cache_clusters must be between 1 and 6."
  }
}

variable "redis_snapshot_retention_days" {
  description = "Days of daily ElastiCache snapshots to keep (facts, outcome counts and history live only in Redis)."
  type        = number
  default     = 7

  validation {
    condition     = var.redis_snapshot_retention_days >= 1 && var.redis_snapshot_retention_days <= 35
    error_message = "The redis_snapshot_retention_days must be between 1 and 35: without snapshots a lost node group loses every tenant's data."
  }
}

variable "redis_final_snapshot" {
  description = "Take a snapshot named <name>-final when the replication group is deleted."
  type        = bool
  default     = true
}

variable "redis_prevent_destroy" {
  description = "Make every plan that deletes or replaces the replication group fail. To delete it on purpose, see docs/deploying.md (\"Deleting\")."
  type        = bool
  default     = true
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
  description = "SNS topic notified when an alarm fires or recovers. Required unless alarm_notifications_waived = true."
  type        = string
  default     = null

  validation {
    condition     = var.alarm_sns_topic_arn != null || var.alarm_notifications_waived
    error_message = "Set alarm_sns_topic_arn (alarms that notify nobody page nobody), or set alarm_notifications_waived = true to deploy without notifications on purpose."
  }
}

variable "alarm_notifications_waived" {
  description = "Deploy the alarms without any notification (e.g. a development stack)."
  type        = bool
  default     = false
}

variable "alarm_period_seconds" {
  description = "Period over which each alarm's metric is aggregated."
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

variable "alarm_duration_percent_of_timeout" {
  description = "A Lambda's p99 Duration, in percent of its timeout, that raises its duration alarm."
  type        = number
  default     = 80
}

variable "alarm_api_5xx_percent" {
  description = "Share of HTTP API answers that are 5xx (percent per period) that raises the API 5xx alarm. 503 store_unavailable counts."
  type        = number
  default     = 1
}

variable "alarm_api_latency_p99_ms" {
  description = "HTTP API p99 latency (ms) that raises the latency alarm. refresh is slow by nature, so the default sits near its deadline."
  type        = number
  default     = 20000
}

variable "alarm_redis_memory_percent" {
  description = "Redis DatabaseMemoryUsagePercentage that raises the memory alarm (writes fail at 100 % with noeviction)."
  type        = number
  default     = 75
}

variable "alarm_redis_connections" {
  description = "Redis CurrConnections on one node that raises the connections alarm."
  type        = number
  default     = 2000
}

variable "log_signals" {
  description = "CloudWatch Logs filter patterns counted in every Lambda's log group (metric FactGuard/<name> <key>), each with the count per period that raises its alarm. The defaults match the log lines described in docs/deploying.md."
  type = map(object({
    pattern   = string
    threshold = number
  }))
  default = {
    store_unavailable   = { pattern = "?\"store_unavailable\" ?\"Redis unavailable\"", threshold = 1 }
    degraded            = { pattern = "\"degraded=\"", threshold = 10 }
    search_rate_limited = { pattern = "\"search_failure=rate_limited\"", threshold = 10 }
    search_unauthorized = { pattern = "\"search_failure=unauthorized\"", threshold = 1 }
  }

  validation {
    condition     = alltrue([for k in keys(var.log_signals) : can(regex("^[a-z][a-z0-9_]{0,63}$", k))])
    error_message = "The log_signals keys become metric names: lowercase letters, digits and _."
  }
}
