################################################################################
# Monitoring: alarms that fire on what users notice, and one dashboard.
#
# A 503 or a degraded answer is a successful invocation, so Lambda Errors alone
# miss a Redis outage or a blocked search provider: the API 5xx rate and the log
# signals (log_signals) catch those. What each alarm means and what to do about
# it: docs/deploying.md ("Alarms"). Redis alarms live in modules/redis.
################################################################################

locals {
  alarm_actions = var.alarm_sns_topic_arn != null ? [var.alarm_sns_topic_arn] : []
  log_namespace = "FactGuard/${var.name}"

  lambda_metrics = {
    errors    = { metric = "Errors", statistic = "Sum", threshold = var.alarm_errors_threshold, what = "failed invocations (uncaught exceptions, timeouts, out of memory)" }
    throttles = { metric = "Throttles", statistic = "Sum", threshold = var.alarm_throttles_threshold, what = "throttled invocations (reserved or account concurrency reached)" }
    duration  = { metric = "Duration", statistic = "p99", threshold = null, what = "p99 duration close to the timeout" }
  }

  # Every alarm on one metric, keyed by its name suffix: statistic is a plain one (Sum,
  # Maximum) or a percentile (p99); all fire at or above the threshold unless `operator` says.
  metric_alarms = merge(
    merge([
      for lk, l in local.lambdas : {
        for mk, m in local.lambda_metrics : "${l.function_name}-${lower(m.metric)}" => {
          description = "${l.function_name}: ${m.what}"
          namespace   = "AWS/Lambda"
          metric      = m.metric
          # FunctionName alone aggregates every version and alias of the function.
          dimensions = { FunctionName = aws_lambda_function.this[lk].function_name }
          statistic  = m.statistic
          # Duration is in ms; alarm when the slowest 1 % come near the timeout.
          threshold = mk == "duration" ? l.timeout * 10 * var.alarm_duration_percent_of_timeout : m.threshold
          operator  = "GreaterThanOrEqualToThreshold"
        }
      }
    ]...),
    local.create_api ? {
      "${var.name}-api-latency-p99" = {
        description = "${var.name} HTTP API: p99 latency above ${var.alarm_api_latency_p99_ms} ms (refreshes near their deadline, slow providers, cold starts)"
        namespace   = "AWS/ApiGateway"
        metric      = "Latency"
        dimensions  = { ApiId = aws_apigatewayv2_api.this[0].id }
        statistic   = "p99"
        threshold   = var.alarm_api_latency_p99_ms
        operator    = "GreaterThanOrEqualToThreshold"
      }
    } : {},
    { for sk, sig in var.log_signals : "${var.name}-${replace(sk, "_", "-")}" => {
      description = "${var.name}: at least ${sig.threshold} log lines per period match ${sig.pattern}"
      namespace   = local.log_namespace
      metric      = sk
      dimensions  = {}
      statistic   = "Sum"
      threshold   = sig.threshold
      operator    = "GreaterThanOrEqualToThreshold"
    } },
    local.create_direct ? {
      "${var.name}-async-failures" = {
        description = "${var.name}: asynchronous direct invocations failed for good; their events wait in ${aws_sqs_queue.async_failures[0].name}"
        namespace   = "AWS/SQS"
        metric      = "ApproximateNumberOfMessagesVisible"
        dimensions  = { QueueName = aws_sqs_queue.async_failures[0].name }
        statistic   = "Maximum"
        threshold   = 0
        operator    = "GreaterThanThreshold"
      }
    } : {},
  )
}

resource "aws_cloudwatch_metric_alarm" "metric" {
  for_each = local.metric_alarms

  alarm_name          = each.key
  alarm_description   = each.value.description
  namespace           = each.value.namespace
  metric_name         = each.value.metric
  dimensions          = each.value.dimensions
  statistic           = startswith(each.value.statistic, "p") ? null : each.value.statistic
  extended_statistic  = startswith(each.value.statistic, "p") ? each.value.statistic : null
  period              = var.alarm_period_seconds
  evaluation_periods  = 1
  threshold           = each.value.threshold
  comparison_operator = each.value.operator
  # No traffic is not a failure.
  treat_missing_data = "notBreaching"
  alarm_actions      = local.alarm_actions
  ok_actions         = local.alarm_actions
  tags               = local.tags

  depends_on = [aws_cloudwatch_log_metric_filter.signal]
}

################################################################################
# HTTP API: 5xx rate (a ratio of two metrics)
################################################################################

resource "aws_cloudwatch_metric_alarm" "api_5xx_rate" {
  count = local.create_api ? 1 : 0

  alarm_name          = "${var.name}-api-5xx-rate"
  alarm_description   = "${var.name} HTTP API: more than ${var.alarm_api_5xx_percent} % of answers are 5xx (store_unavailable, timeouts, crashes)"
  evaluation_periods  = 1
  threshold           = var.alarm_api_5xx_percent
  comparison_operator = "GreaterThanThreshold"
  treat_missing_data  = "notBreaching"
  alarm_actions       = local.alarm_actions
  ok_actions          = local.alarm_actions
  tags                = local.tags

  metric_query {
    id          = "rate"
    expression  = "IF(requests > 0, 100 * errors / requests, 0)"
    label       = "5xx %"
    return_data = true
  }

  dynamic "metric_query" {
    for_each = { errors = "5xx", requests = "Count" }
    content {
      id = metric_query.key
      metric {
        namespace   = "AWS/ApiGateway"
        metric_name = metric_query.value
        dimensions  = { ApiId = aws_apigatewayv2_api.this[0].id }
        stat        = "Sum"
        period      = var.alarm_period_seconds
      }
    }
  }
}

################################################################################
# Log signals: degraded answers, Redis outages, blocked or throttled search
################################################################################

locals {
  log_filters = merge([
    for lk, l in local.lambdas : { for sk, sig in var.log_signals : "${lk}-${sk}" => merge(sig, { lambda = lk, signal = sk }) }
  ]...)
}

# Every function's filter adds to one metric per signal, so one alarm covers them all.
resource "aws_cloudwatch_log_metric_filter" "signal" {
  for_each = local.log_filters

  name           = each.value.signal
  log_group_name = aws_cloudwatch_log_group.lambda[each.value.lambda].name
  pattern        = each.value.pattern

  metric_transformation {
    name          = each.value.signal
    namespace     = local.log_namespace
    value         = "1"
    default_value = "0"
    unit          = "Count"
  }
}
