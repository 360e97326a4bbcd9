################################################################################
# FactGuard on AWS: Lambda (+ HTTP API) in private subnets, ElastiCache for state.
#
# Files: main.tf (shape, network, Redis, security groups), lambda.tf (artifacts,
# IAM, functions), api.tf (HTTP API), monitoring.tf (alarms).
################################################################################

data "aws_partition" "current" {}
data "aws_region" "current" {}
data "aws_caller_identity" "current" {}

locals {
  # The Funqy functions of the application; each becomes `POST /<name>`.
  functions = ["forecast", "feedback", "knowledge-add", "knowledge-search", "knowledge-list", "knowledge-remove", "freshness", "refresh", "verify"]

  # These change state every caller of a tenant relies on (facts, pattern history),
  # so the API never serves them anonymously, whatever public_read_routes says.
  protected_functions = ["knowledge-add", "knowledge-remove", "feedback"]

  create_api    = contains(["apigw", "both"], var.deployment_mode)
  create_direct = contains(["direct", "both"], var.deployment_mode)

  create_vpc       = var.existing_vpc_id == null
  create_lambda_sg = length(var.existing_security_group_ids) == 0
  create_redis     = nonsensitive(var.existing_redis_url == null) # whether it is set is no secret

  tags = merge({ Application = "factguard" }, var.tags)
}

################################################################################
# Network
################################################################################

module "network" {
  source = "./modules/network"
  count  = local.create_vpc ? 1 : 0

  name               = var.name
  cidr               = var.vpc_cidr
  az_count           = var.az_count
  single_nat_gateway = var.single_nat_gateway
  tags               = local.tags
}

locals {
  vpc_id             = local.create_vpc ? module.network[0].vpc_id : var.existing_vpc_id
  private_subnet_ids = local.create_vpc ? module.network[0].private_subnet_ids : var.existing_private_subnet_ids
}

################################################################################
# Security groups
#
# Kept in the root module so one place (and one test) shows every rule: nothing
# is reachable from 0.0.0.0/0; Redis accepts only the Lambda security groups.
################################################################################

resource "aws_security_group" "lambda" {
  count = local.create_lambda_sg ? 1 : 0

  name_prefix = "${var.name}-lambda-"
  description = "FactGuard Lambdas: no inbound; outbound to Redis and HTTPS APIs"
  vpc_id      = local.vpc_id
  tags        = merge(local.tags, { Name = "${var.name}-lambda" })

  lifecycle {
    create_before_destroy = true
  }
}

resource "aws_vpc_security_group_egress_rule" "lambda_internet" {
  for_each = local.create_lambda_sg ? toset([for p in var.lambda_egress_ports : tostring(p)]) : toset([])

  security_group_id = aws_security_group.lambda[0].id
  description       = "Search providers, NLI endpoint and AWS APIs via NAT"
  ip_protocol       = "tcp"
  from_port         = tonumber(each.value)
  to_port           = tonumber(each.value)
  cidr_ipv4         = "0.0.0.0/0"
  tags              = local.tags
}

resource "aws_vpc_security_group_egress_rule" "lambda_redis" {
  count = local.create_lambda_sg && local.create_redis ? 1 : 0

  security_group_id            = aws_security_group.lambda[0].id
  description                  = "FactGuard Redis"
  ip_protocol                  = "tcp"
  from_port                    = 6379
  to_port                      = 6379
  referenced_security_group_id = aws_security_group.redis[0].id
  tags                         = local.tags
}

locals {
  lambda_security_group_ids = local.create_lambda_sg ? [aws_security_group.lambda[0].id] : var.existing_security_group_ids

  # Static keys so for_each is known at plan time even before the group exists.
  redis_client_security_groups = local.create_lambda_sg ? { lambda = aws_security_group.lambda[0].id } : {
    for i, id in var.existing_security_group_ids : "existing-${i}" => id
  }
}

resource "aws_security_group" "redis" {
  count = local.create_redis ? 1 : 0

  name_prefix = "${var.name}-redis-"
  description = "FactGuard ElastiCache: 6379 from the FactGuard Lambdas only"
  vpc_id      = local.vpc_id
  tags        = merge(local.tags, { Name = "${var.name}-redis" })

  lifecycle {
    create_before_destroy = true
  }
}

resource "aws_vpc_security_group_ingress_rule" "redis" {
  for_each = local.create_redis ? local.redis_client_security_groups : {}

  security_group_id            = aws_security_group.redis[0].id
  description                  = "Redis from FactGuard Lambdas"
  ip_protocol                  = "tcp"
  from_port                    = 6379
  to_port                      = 6379
  referenced_security_group_id = each.value
  tags                         = local.tags
}

################################################################################
# Redis
################################################################################

module "redis" {
  source = "./modules/redis"
  count  = local.create_redis ? 1 : 0

  name                    = var.name
  subnet_ids              = local.private_subnet_ids
  security_group_ids      = [aws_security_group.redis[0].id]
  engine                  = var.redis_engine
  engine_version          = var.redis_engine_version
  node_type               = var.redis_node_type
  num_cache_clusters      = var.redis_num_cache_clusters
  snapshot_retention_days = var.redis_snapshot_retention_days
  final_snapshot          = var.redis_final_snapshot
  prevent_destroy         = var.redis_prevent_destroy
  auth_token_version      = var.redis_auth_token_version
  apply_immediately       = var.redis_apply_immediately
  kms_key_arn             = var.kms_key_arn
  tags                    = local.tags

  alarm_actions        = local.alarm_actions
  alarm_period_seconds = var.alarm_period_seconds
  alarm_memory_percent = var.alarm_redis_memory_percent
  alarm_connections    = var.alarm_redis_connections
}

################################################################################
# Secrets
#
# No secret value passes through Terraform into the Lambdas: FACTGUARD_SECRETS
# names, for each configuration variable, the Secrets Manager secret or SSM
# parameter that holds it, and the application reads them at start (contract in
# docs/deploying.md). Each role may read exactly these and nothing else. The
# created Redis token is still in the Terraform state, because ElastiCache's
# auth_token argument takes the value: keep the state in an encrypted,
# access-controlled backend.
################################################################################

locals {
  # Keyed by the variable the application sets from the secret. Keys depend only on which
  # variables are set, so they are known at plan time even before the token secret exists.
  secrets = merge(
    { for k, arn in {
      FACTGUARD_SEARCH_BRAVE_API_KEY  = var.brave_api_key_secret_arn
      FACTGUARD_SEARCH_TAVILY_API_KEY = var.tavily_api_key_secret_arn
      FACTGUARD_NLI_TOKEN             = var.nli_token_secret_arn
      FACTGUARD_AUTH_KEYS             = var.auth_keys_secret_arn
      FACTGUARD_AUTH_ID_SECRET        = var.auth_id_secret_arn
      QUARKUS_REDIS_PASSWORD          = var.existing_redis_password_secret_arn
    } : k => arn if arn != null },
    local.create_redis ? { QUARKUS_REDIS_PASSWORD = module.redis[0].auth_token_secret_arn } : {},
  )

  secret_arn_pattern  = "^arn:aws[a-z-]*:(secretsmanager|ssm):[a-z0-9-]+:[0-9]{12}:(secret:|parameter/)"
  secretsmanager_arns = [for arn in values(local.secrets) : arn if strcontains(arn, ":secretsmanager:")]
  ssm_parameter_arns  = [for arn in values(local.secrets) : arn if strcontains(arn, ":ssm:")]

  redis_url = local.create_redis ? module.redis[0].url : var.existing_redis_url

  # Conditions test variables only (never secret values), so the set of keys is
  # known at plan time.
  environment = merge(
    { QUARKUS_REDIS_HOSTS = local.redis_url },
    length(local.secrets) > 0 ? { FACTGUARD_SECRETS = join(",", [for k in sort(keys(local.secrets)) : "${k}=${local.secrets[k]}"]) } : {},
    { FACTGUARD_SEARCH_PROVIDERS = join(",", var.search_providers) },
    var.searxng_url != null ? { FACTGUARD_SEARCH_SEARXNG_URL = var.searxng_url } : {},
    var.nli_url != null ? { FACTGUARD_NLI_URL = var.nli_url, FACTGUARD_NLI_PROTOCOL = var.nli_protocol } : {},
    var.nli_url != null && var.nli_model != null ? { FACTGUARD_NLI_MODEL = var.nli_model } : {},
    var.embedding_model != null ? { FACTGUARD_EMBEDDING_MODEL = var.embedding_model } : {},
    # The Vector API for the embedding screen of large tenants (docs/performance.md, 100,000 facts); the code
    # uses it only under C2, hence the compilation level. Without it the same results come from a scalar loop.
    var.vector_api ? { JAVA_TOOL_OPTIONS = "--add-modules=jdk.incubator.vector -XX:TieredStopAtLevel=4" } : {},
    var.extra_environment,
  )
}
