################################################################################
# Alarms: Errors and Throttles of every Lambda
################################################################################

locals {
  alarm_metrics = {
    errors    = { metric = "Errors", threshold = var.alarm_errors_threshold, what = "failed invocations (uncaught exceptions, timeouts, out of memory)" }
    throttles = { metric = "Throttles", threshold = var.alarm_throttles_threshold, what = "throttled invocations (concurrency limit reached)" }
  }

  alarms = merge([
    for lk, l in local.lambdas : {
      for mk, m in local.alarm_metrics : "${lk}-${mk}" => merge(m, { lambda = lk, function_name = l.function_name })
    }
  ]...)

  alarm_actions = var.alarm_sns_topic_arn != null ? [var.alarm_sns_topic_arn] : []
}

resource "aws_cloudwatch_metric_alarm" "lambda" {
  for_each = local.alarms

  alarm_name        = "${each.value.function_name}-${lower(each.value.metric)}"
  alarm_description = "${each.value.function_name}: ${each.value.what}"
  namespace         = "AWS/Lambda"
  metric_name       = each.value.metric
  # FunctionName alone aggregates every version and alias of the function.
  dimensions          = { FunctionName = aws_lambda_function.this[each.value.lambda].function_name }
  statistic           = "Sum"
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
