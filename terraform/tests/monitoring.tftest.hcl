# Monitoring: every alarm notifies someone (or is waived on purpose) and watches
# what users notice: API 5xx and latency, slow or throttled Lambdas, degraded
# answers in the logs, Redis memory, failed asynchronous events.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  deployment_mode     = "both"
  apigw_zip_path      = "tests/fixtures/function.zip"
  lambda_zip_path     = "tests/fixtures/function.zip"
  alarm_sns_topic_arn = "arn:aws:sns:eu-west-1:123456789012:factguard-alarms"
  iam_tenants         = { "arn:aws:iam::123456789012:role/factguard-client" = ["acme"] }
}

run "every_lambda_alarms_on_errors_throttles_and_p99_duration" {
  command = plan

  assert {
    condition     = length([for a in aws_cloudwatch_metric_alarm.metric : a if a.namespace == "AWS/Lambda"]) == 3 * length(aws_lambda_function.this)
    error_message = "Expected an Errors, a Throttles and a Duration alarm per Lambda."
  }

  assert {
    condition = alltrue(flatten([
      for f in aws_lambda_function.this : [
        for m in ["Errors", "Throttles", "Duration"] :
        try(aws_cloudwatch_metric_alarm.metric["${f.function_name}-${lower(m)}"].dimensions.FunctionName, "") == f.function_name &&
        try(aws_cloudwatch_metric_alarm.metric["${f.function_name}-${lower(m)}"].metric_name, "") == m
      ]
    ]))
    error_message = "Each alarm must watch its own function."
  }

  assert {
    condition = (
      aws_cloudwatch_metric_alarm.metric["factguard-api-duration"].extended_statistic == "p99" &&
      aws_cloudwatch_metric_alarm.metric["factguard-api-duration"].statistic == null &&
      aws_cloudwatch_metric_alarm.metric["factguard-api-errors"].statistic == "Sum" &&
      aws_cloudwatch_metric_alarm.metric["factguard-api-duration"].threshold == 29 * 1000 * 0.8 &&
      aws_cloudwatch_metric_alarm.metric["factguard-refresh-duration"].threshold == 60 * 1000 * 0.8
    )
    error_message = "The duration alarm fires when p99 reaches 80 % of the Lambda's own timeout."
  }
}

run "every_alarm_notifies_the_topic" {
  command = plan

  assert {
    condition = alltrue([
      for a in concat(values(aws_cloudwatch_metric_alarm.metric), aws_cloudwatch_metric_alarm.api_5xx_rate) : a.alarm_actions == toset(["arn:aws:sns:eu-west-1:123456789012:factguard-alarms"]) && a.ok_actions == a.alarm_actions
    ])
    error_message = "Every alarm must notify the SNS topic when it fires and when it recovers."
  }

  assert {
    condition     = length(module.redis[0].alarm_actions) > 0 && alltrue([for v in values(module.redis[0].alarm_actions) : v == toset(["arn:aws:sns:eu-west-1:123456789012:factguard-alarms"])])
    error_message = "The Redis alarms must notify the same topic."
  }
}

run "alarms_without_a_topic_are_rejected" {
  command = plan

  variables {
    alarm_sns_topic_arn = null
  }

  expect_failures = [var.alarm_sns_topic_arn]
}

run "waived_notifications_deploy_silent_alarms" {
  command = plan

  variables {
    alarm_sns_topic_arn        = null
    alarm_notifications_waived = true
  }

  assert {
    condition     = length(aws_cloudwatch_metric_alarm.metric) > 0 && alltrue([for a in aws_cloudwatch_metric_alarm.metric : length(a.alarm_actions) == 0 && length(a.ok_actions) == 0])
    error_message = "Waived notifications keep the alarms, without actions."
  }
}

run "api_alarms_on_5xx_rate_and_p99_latency" {
  command = plan

  assert {
    condition = (
      aws_cloudwatch_metric_alarm.api_5xx_rate[0].threshold == 1 &&
      one([for q in aws_cloudwatch_metric_alarm.api_5xx_rate[0].metric_query : q.expression if q.id == "rate"]) == "IF(requests > 0, 100 * errors / requests, 0)" &&
      toset([for q in aws_cloudwatch_metric_alarm.api_5xx_rate[0].metric_query : "${q.id}=${q.metric[0].metric_name}/${q.metric[0].dimensions.ApiId}" if q.id != "rate"]) == toset(["errors=5xx/abc123", "requests=Count/abc123"])
    )
    error_message = "The 5xx alarm must divide the API's 5xx by its Count, in percent."
  }

  assert {
    condition     = aws_cloudwatch_metric_alarm.metric["factguard-api-latency-p99"].metric_name == "Latency" && aws_cloudwatch_metric_alarm.metric["factguard-api-latency-p99"].extended_statistic == "p99" && aws_cloudwatch_metric_alarm.metric["factguard-api-latency-p99"].dimensions.ApiId == "abc123"
    error_message = "The latency alarm must watch the API's p99 Latency."
  }
}

run "log_signals_are_counted_in_every_log_group_and_alarm" {
  command = plan

  assert {
    condition     = length(aws_cloudwatch_log_metric_filter.signal) == 4 * length(aws_lambda_function.this)
    error_message = "Each of the four default signals needs a filter in every Lambda's log group."
  }

  assert {
    condition = alltrue(flatten([
      for k, g in aws_cloudwatch_log_group.lambda : [
        for sig in ["store_unavailable", "degraded", "search_rate_limited", "search_unauthorized"] :
        aws_cloudwatch_log_metric_filter.signal["${k}-${sig}"].log_group_name == g.name &&
        aws_cloudwatch_log_metric_filter.signal["${k}-${sig}"].metric_transformation[0].namespace == "FactGuard/factguard" &&
        aws_cloudwatch_log_metric_filter.signal["${k}-${sig}"].metric_transformation[0].name == aws_cloudwatch_metric_alarm.metric["factguard-${replace(sig, "_", "-")}"].metric_name
      ]
    ]))
    error_message = "Each filter must read its own function's log group and feed its signal's alarm."
  }

  assert {
    condition = (
      aws_cloudwatch_log_metric_filter.signal["apigw-store_unavailable"].pattern == "?\"store_unavailable\" ?\"Redis unavailable\"" &&
      aws_cloudwatch_log_metric_filter.signal["refresh-search_unauthorized"].pattern == "\"search_failure=unauthorized\"" &&
      aws_cloudwatch_metric_alarm.metric["factguard-store-unavailable"].threshold == 1 &&
      aws_cloudwatch_metric_alarm.metric["factguard-store-unavailable"].namespace == "FactGuard/factguard"
    )
    error_message = "Redis outages (also as logged today) and refused search credentials must be matched, one line enough for Redis."
  }
}

run "failed_asynchronous_events_alarm" {
  command = plan

  assert {
    condition = (
      aws_cloudwatch_metric_alarm.metric["factguard-async-failures"].dimensions.QueueName == "factguard-async-failures" &&
      aws_cloudwatch_metric_alarm.metric["factguard-async-failures"].threshold == 0 &&
      aws_cloudwatch_metric_alarm.metric["factguard-async-failures"].comparison_operator == "GreaterThanThreshold"
    )
    error_message = "Any message in the failure queue must raise the alarm."
  }
}

run "the_dashboard_shows_api_lambdas_redis_and_signals" {
  command = plan

  assert {
    condition = toset([for w in jsondecode(aws_cloudwatch_dashboard.this.dashboard_body).widgets : w.properties.title]) == toset([
      "API requests and errors", "API latency (p50, p99)",
      "Lambda Duration (p99)", "Lambda Errors (Sum)", "Lambda Throttles (Sum)", "Lambda ConcurrentExecutions (Maximum)",
      "Redis DatabaseMemoryUsagePercentage", "Redis Evictions", "Redis EngineCPUUtilization", "Redis CurrConnections",
      "Log signals (lines per period)",
    ])
    error_message = "The dashboard needs the API, Lambda, Redis and log-signal widgets."
  }

  assert {
    condition = alltrue([
      for w in jsondecode(aws_cloudwatch_dashboard.this.dashboard_body).widgets : w.x + w.width <= 24 && length(w.properties.metrics) > 0
    ])
    error_message = "Widgets must fit the 24-column grid and each show at least one metric."
  }
}
