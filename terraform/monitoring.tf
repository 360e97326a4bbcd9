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
    duration  = { metric = "Duration", statistic = null, threshold = null, what = "p99 duration close to the timeout" }
  }

  lambda_alarms = merge([
    for lk, l in local.lambdas : {
      for mk, m in local.lambda_metrics : "${lk}-${mk}" => merge(m, {
        lambda        = lk
        function_name = l.function_name
        # Duration is in ms; alarm when the slowest 1 % come near the timeout.
        threshold = mk == "duration" ? l.timeout * 10 * var.alarm_duration_percent_of_timeout : m.threshold
      })
    }
  ]...)
}

################################################################################
# Lambda: errors, throttles, p99 duration
################################################################################

resource "aws_cloudwatch_metric_alarm" "lambda" {
  for_each = local.lambda_alarms

  alarm_name        = "${each.value.function_name}-${lower(each.value.metric)}"
  alarm_description = "${each.value.function_name}: ${each.value.what}"
  namespace         = "AWS/Lambda"
  metric_name       = each.value.metric
  # FunctionName alone aggregates every version and alias of the function.
  dimensions          = { FunctionName = aws_lambda_function.this[each.value.lambda].function_name }
  statistic           = each.value.statistic
  extended_statistic  = each.value.statistic == null ? "p99" : null
  period              = var.alarm_period_seconds
  evaluation_periods  = 1
  threshold           = each.value.threshold
  comparison_operator = "GreaterThanOrEqualToThreshold"
  # No invocations is not a failure.
  treat_missing_data = "notBreaching"
  alarm_actions      = local.alarm_actions
  ok_actions         = local.alarm_actions
  tags               = local.tags
}

################################################################################
# HTTP API: 5xx rate and p99 latency
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

resource "aws_cloudwatch_metric_alarm" "api_latency" {
  count = local.create_api ? 1 : 0

  alarm_name          = "${var.name}-api-latency-p99"
  alarm_description   = "${var.name} HTTP API: p99 latency above ${var.alarm_api_latency_p99_ms} ms (refreshes near their deadline, slow providers, cold starts)"
  namespace           = "AWS/ApiGateway"
  metric_name         = "Latency"
  dimensions          = { ApiId = aws_apigatewayv2_api.this[0].id }
  extended_statistic  = "p99"
  period              = var.alarm_period_seconds
  evaluation_periods  = 1
  threshold           = var.alarm_api_latency_p99_ms
  comparison_operator = "GreaterThanOrEqualToThreshold"
  treat_missing_data  = "notBreaching"
  alarm_actions       = local.alarm_actions
  ok_actions          = local.alarm_actions
  tags                = local.tags
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

resource "aws_cloudwatch_metric_alarm" "log_signal" {
  for_each = var.log_signals

  alarm_name          = "${var.name}-${replace(each.key, "_", "-")}"
  alarm_description   = "${var.name}: at least ${each.value.threshold} log lines per period match ${each.value.pattern}"
  namespace           = local.log_namespace
  metric_name         = each.key
  statistic           = "Sum"
  period              = var.alarm_period_seconds
  evaluation_periods  = 1
  threshold           = each.value.threshold
  comparison_operator = "GreaterThanOrEqualToThreshold"
  treat_missing_data  = "notBreaching"
  alarm_actions       = local.alarm_actions
  ok_actions          = local.alarm_actions
  tags                = local.tags

  depends_on = [aws_cloudwatch_log_metric_filter.signal]
}

################################################################################
# Asynchronous failures of direct Lambdas
################################################################################

resource "aws_cloudwatch_metric_alarm" "async_failures" {
  count = local.create_direct ? 1 : 0

  alarm_name          = "${var.name}-async-failures"
  alarm_description   = "${var.name}: asynchronous direct invocations failed for good; their events wait in ${aws_sqs_queue.async_failures[0].name}"
  namespace           = "AWS/SQS"
  metric_name         = "ApproximateNumberOfMessagesVisible"
  dimensions          = { QueueName = aws_sqs_queue.async_failures[0].name }
  statistic           = "Maximum"
  period              = var.alarm_period_seconds
  evaluation_periods  = 1
  threshold           = 0
  comparison_operator = "GreaterThanThreshold"
  treat_missing_data  = "notBreaching"
  alarm_actions       = local.alarm_actions
  ok_actions          = local.alarm_actions
  tags                = local.tags
}
