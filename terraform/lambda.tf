################################################################################
# Lambda functions
#
# One zip per Maven profile: -Papigw serves every function over HTTP (one Lambda
# behind the API), -Plambda is the Funqy Lambda binding where QUARKUS_FUNQY_EXPORT
# selects the function, so each direct Lambda shares the zip but not the export.
################################################################################

locals {
  artifacts = merge(
    local.create_api ? { apigw = var.apigw_zip_path } : {},
    local.create_direct ? { lambda = var.lambda_zip_path } : {},
  )

  # What the API Lambda tells the application about its callers (contract in docs/deploying.md).
  api_auth_environment = merge(
    var.authorizer == "iam" ? {
      FACTGUARD_AUTH_IAM_TENANTS = join(",", [for arn in sort(keys(var.iam_tenants)) : "${arn}=${join("+", var.iam_tenants[arn])}"])
    } : {},
    var.authorizer == "jwt" ? { FACTGUARD_AUTH_JWT_TENANT_CLAIM = var.jwt_tenant_claim } : {},
    length(local.public_functions) > 0 ? { FACTGUARD_AUTH_PUBLIC_FUNCTIONS = join(",", local.public_functions) } : {},
  )

  lambdas = merge(
    local.create_api ? {
      apigw = {
        function_name = "${var.name}-api"
        artifact      = "apigw"
        description   = "FactGuard: every function behind the HTTP API"
        timeout       = var.api_timeout
        reserved      = var.api_reserved_concurrency
        environment = merge(local.api_auth_environment, {
          FACTGUARD_REFRESH_DEADLINE = "${var.api_refresh_deadline_seconds}s"
        })
      }
    } : {},
    local.create_direct ? { for f in local.functions : f => {
      function_name = "${var.name}-${f}"
      artifact      = "lambda"
      description   = "FactGuard ${f} (direct invocation)"
      timeout       = var.direct_timeout
      reserved      = var.direct_reserved_concurrency
      environment = merge(
        { QUARKUS_FUNQY_EXPORT = f },
        f == "refresh" ? { FACTGUARD_REFRESH_DEADLINE = "${var.direct_refresh_deadline_seconds}s" } : {},
      )
    } } : {},
  )

  bucket = var.artifact_bucket_name != null ? var.artifact_bucket_name : aws_s3_bucket.artifacts[0].id
}

################################################################################
# Artifacts
#
# Through S3 because the build with the embedding model is ~52 MB, above the
# 50 MB limit of a direct upload to Lambda.
################################################################################

resource "aws_s3_bucket" "artifacts" {
  count = var.artifact_bucket_name == null ? 1 : 0

  bucket_prefix = "${var.name}-artifacts-"
  force_destroy = var.artifact_bucket_force_destroy
  tags          = local.tags
}

resource "aws_s3_bucket_public_access_block" "artifacts" {
  count = var.artifact_bucket_name == null ? 1 : 0

  bucket                  = aws_s3_bucket.artifacts[0].id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_s3_bucket_ownership_controls" "artifacts" {
  count = var.artifact_bucket_name == null ? 1 : 0

  bucket = aws_s3_bucket.artifacts[0].id
  rule {
    object_ownership = "BucketOwnerEnforced"
  }
}

# Versioning lets each Lambda pin the exact object it was deployed from, and
# keeps the previous build around for a rollback.
resource "aws_s3_bucket_versioning" "artifacts" {
  count = var.artifact_bucket_name == null ? 1 : 0

  bucket = aws_s3_bucket.artifacts[0].id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket_server_side_encryption_configuration" "artifacts" {
  count = var.artifact_bucket_name == null ? 1 : 0

  bucket = aws_s3_bucket.artifacts[0].id
  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm     = var.kms_key_arn != null ? "aws:kms" : "AES256"
      kms_master_key_id = var.kms_key_arn
    }
  }
}

resource "aws_s3_bucket_lifecycle_configuration" "artifacts" {
  count = var.artifact_bucket_name == null ? 1 : 0

  bucket = aws_s3_bucket.artifacts[0].id
  rule {
    id     = "expire-old-builds"
    status = "Enabled"
    filter {}
    noncurrent_version_expiration {
      noncurrent_days = 30
    }
  }
}

resource "aws_s3_object" "artifact" {
  for_each = local.artifacts

  bucket = local.bucket
  key    = "${var.name}/${each.key}-function.zip"
  source = each.value
  # source_hash (not etag) because an SSE-KMS object's ETag is not its MD5.
  source_hash = filemd5(each.value)
  tags        = local.tags

  depends_on = [aws_s3_bucket_versioning.artifacts]
}

################################################################################
# Logs
################################################################################

resource "aws_cloudwatch_log_group" "lambda" {
  for_each = local.lambdas

  # Lambda's default log group name: created here first so retention and
  # encryption apply and the role needs no logs:CreateLogGroup.
  name              = "/aws/lambda/${each.value.function_name}"
  retention_in_days = var.log_retention_days
  kms_key_id        = var.kms_key_arn
  tags              = local.tags
}

################################################################################
# IAM: one role per function, so each may write only to its own log group
################################################################################

locals {
  ec2_arn_prefix          = "arn:${data.aws_partition.current.partition}:ec2:${data.aws_region.current.name}:${data.aws_caller_identity.current.account_id}"
  eni_subnet_arns         = [for id in local.private_subnet_ids : "${local.ec2_arn_prefix}:subnet/${id}"]
  eni_security_group_arns = [for id in local.lambda_security_group_ids : "${local.ec2_arn_prefix}:security-group/${id}"]
}

resource "aws_iam_role" "lambda" {
  for_each = local.lambdas

  name_prefix = "${substr(each.value.function_name, 0, 37)}-"
  description = "Execution role of ${each.value.function_name}"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "lambda.amazonaws.com" }
      Action    = "sts:AssumeRole"
      Condition = { StringEquals = { "aws:SourceAccount" = data.aws_caller_identity.current.account_id } }
    }]
  })
  tags = local.tags
}

resource "aws_iam_role_policy" "lambda" {
  for_each = local.lambdas

  name = "least-privilege"
  role = aws_iam_role.lambda[each.key].id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = concat(
      [
        {
          Sid      = "OwnLogGroup"
          Effect   = "Allow"
          Action   = ["logs:CreateLogStream", "logs:PutLogEvents"]
          Resource = "${aws_cloudwatch_log_group.lambda[each.key].arn}:*"
        },
        {
          # What AWSLambdaVPCAccessExecutionRole grants on "*", minus its logs part, narrowed:
          # interfaces are created only in the function's own subnets and security groups.
          Sid      = "CreateNetworkInterfaceInOwnSubnets"
          Effect   = "Allow"
          Action   = ["ec2:CreateNetworkInterface"]
          Resource = concat(["${local.ec2_arn_prefix}:network-interface/*"], local.eni_subnet_arns, local.eni_security_group_arns)
        },
        {
          # Lambda deletes and re-addresses the interfaces it created; AWS advises granting all
          # interface IDs here, otherwise a function can lose its VPC access. Own account and region only.
          Sid      = "ManageNetworkInterfaces"
          Effect   = "Allow"
          Action   = ["ec2:DeleteNetworkInterface", "ec2:AssignPrivateIpAddresses", "ec2:UnassignPrivateIpAddresses"]
          Resource = "${local.ec2_arn_prefix}:network-interface/*"
        },
        {
          # Describe calls only work when allowed on all resources.
          Sid      = "DescribeNetwork"
          Effect   = "Allow"
          Action   = ["ec2:DescribeNetworkInterfaces", "ec2:DescribeSubnets"]
          Resource = "*"
        },
      ],
      length(local.secretsmanager_arns) > 0 ? [{
        Sid      = "OwnSecrets"
        Effect   = "Allow"
        Action   = ["secretsmanager:GetSecretValue"]
        Resource = local.secretsmanager_arns
      }] : [],
      length(local.ssm_parameter_arns) > 0 ? [{
        Sid      = "OwnParameters"
        Effect   = "Allow"
        Action   = ["ssm:GetParameter"]
        Resource = local.ssm_parameter_arns
      }] : [],
      each.value.artifact == "lambda" ? [{
        Sid      = "AsyncFailureDestination"
        Effect   = "Allow"
        Action   = ["sqs:SendMessage"]
        Resource = aws_sqs_queue.async_failures[0].arn
      }] : [],
      var.kms_key_arn != null ? [{
        Sid      = "DecryptEnvironmentAndSecrets"
        Effect   = "Allow"
        Action   = ["kms:Decrypt"]
        Resource = var.kms_key_arn
      }] : [],
    )
  })

  lifecycle {
    precondition {
      condition     = alltrue([for arn in values(local.secrets) : can(regex(local.secret_arn_pattern, arn))])
      error_message = "Every *_secret_arn must be the ARN of a Secrets Manager secret (arn:aws:secretsmanager:…:secret:…) or of an SSM parameter (arn:aws:ssm:…:parameter/…)."
    }
  }
}

################################################################################
# Functions
################################################################################

locals {
  # provided.al2023 runs the zip's `bootstrap` and hands it the handler as _HANDLER: giving
  # it the same Funqy class keeps a bootstrap that loads $_HANDLER right, and costs one
  # that ignores it nothing.
  handlers = {
    apigw  = "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest"
    lambda = "io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest"
  }
}

resource "aws_lambda_function" "this" {
  for_each = local.lambdas

  function_name = each.value.function_name
  description   = each.value.description
  role          = aws_iam_role.lambda[each.key].arn
  runtime       = var.runtime
  # Each artifact has its own entry point: the API Gateway build (quarkus-amazon-lambda-http) ships Quarkus'
  # stream handler, the Funqy Lambda build ships Funqy's; neither zip contains the other's class.
  handler = local.handlers[each.value.artifact]
  # The embedding build keeps only linux-x64 native libraries (ONNX runtime).
  architectures = ["x86_64"]
  memory_size   = var.memory_size
  timeout       = each.value.timeout
  layers        = var.lambda_layers

  s3_bucket         = aws_s3_object.artifact[each.value.artifact].bucket
  s3_key            = aws_s3_object.artifact[each.value.artifact].key
  s3_object_version = aws_s3_object.artifact[each.value.artifact].version_id
  source_code_hash  = filebase64sha256(local.artifacts[each.value.artifact])

  reserved_concurrent_executions = each.value.reserved
  kms_key_arn                    = var.kms_key_arn

  # SnapStart snapshots published versions only, hence publish with it.
  publish = var.snap_start
  dynamic "snap_start" {
    for_each = var.snap_start ? [1] : []
    content {
      apply_on = "PublishedVersions"
    }
  }

  vpc_config {
    subnet_ids         = local.private_subnet_ids
    security_group_ids = local.lambda_security_group_ids
  }

  environment {
    variables = merge(local.environment, each.value.environment)
  }

  tags = local.tags

  # Lambda checks at creation that the role may create network interfaces, and
  # would create its own log group without retention if it wrote first.
  depends_on = [aws_iam_role_policy.lambda, aws_cloudwatch_log_group.lambda]
}

# Callers (API Gateway, direct invokers) target the alias, so turning SnapStart on
# or off only moves the alias: "$LATEST" without publishing, the new version with.
resource "aws_lambda_alias" "live" {
  for_each = local.lambdas

  name             = "live"
  description      = "What callers invoke"
  function_name    = aws_lambda_function.this[each.key].function_name
  function_version = var.snap_start ? aws_lambda_function.this[each.key].version : "$LATEST"
}

################################################################################
# Asynchronous direct invocations
#
# Lambda retries a failed asynchronous event twice by default. A retried
# feedback-by-prompt counts twice and a retried write races the caller's own
# retry, so writes are tried once; every event that finally fails (any function)
# lands in one queue to be looked at, instead of vanishing.
################################################################################

resource "aws_sqs_queue" "async_failures" {
  count = local.create_direct ? 1 : 0

  name                      = "${var.name}-async-failures"
  message_retention_seconds = var.async_failure_retention_seconds
  sqs_managed_sse_enabled   = var.kms_key_arn == null ? true : null
  kms_master_key_id         = var.kms_key_arn
  tags                      = local.tags
}

resource "aws_lambda_function_event_invoke_config" "direct" {
  for_each = { for k, l in local.lambdas : k => l if l.artifact == "lambda" }

  function_name          = aws_lambda_function.this[each.key].function_name
  qualifier              = aws_lambda_alias.live[each.key].name
  maximum_retry_attempts = contains(local.protected_functions, each.key) ? 0 : 2

  destination_config {
    on_failure {
      destination = aws_sqs_queue.async_failures[0].arn
    }
  }

  depends_on = [aws_iam_role_policy.lambda]
}
