################################################################################
# One dashboard: traffic and errors, latency, Lambda, Redis, log signals.
################################################################################

locals {
  region = data.aws_region.current.name

  # One row of widgets: 24 columns wide, so each of n widgets takes 24/n.
  api_id = one(aws_apigatewayv2_api.this[*].id)

  # Rows of widgets; a row whose part is not deployed is left out.
  dashboard_rows = [
    [for w in [
      { title = "API requests and errors", stat = "Sum", metrics = [for m in ["Count", "4xx", "5xx"] : ["AWS/ApiGateway", m, "ApiId", local.api_id]] },
      { title = "API latency (p50, p99)", stat = null, metrics = [for p in ["p50", "p99"] : ["AWS/ApiGateway", "Latency", "ApiId", local.api_id, { stat = p, label = p }]] },
    ] : w if local.create_api],
    [
      for m in [["Duration", "p99"], ["Errors", "Sum"], ["Throttles", "Sum"], ["ConcurrentExecutions", "Maximum"]] : {
        title   = "Lambda ${m[0]} (${m[1]})"
        stat    = m[1]
        metrics = [for l in local.lambdas : ["AWS/Lambda", m[0], "FunctionName", l.function_name]]
      }
    ],
    [
      for m in [["DatabaseMemoryUsagePercentage", "Maximum"], ["Evictions", "Sum"], ["EngineCPUUtilization", "Maximum"], ["CurrConnections", "Maximum"]] : {
        title   = "Redis ${m[0]}"
        stat    = m[1]
        metrics = [for id in flatten(module.redis[*].member_cluster_ids) : ["AWS/ElastiCache", m[0], "CacheClusterId", id]]
      } if local.create_redis
    ],
    [{ title = "Log signals (lines per period)", stat = "Sum", metrics = [for k in sort(keys(var.log_signals)) : [local.log_namespace, k]] }],
  ]

  dashboard_widgets = flatten([
    for y, row in [for r in local.dashboard_rows : r if length(r) > 0] : [
      for x, w in row : {
        type   = "metric"
        x      = x * floor(24 / length(row))
        y      = y * 6
        width  = floor(24 / length(row))
        height = 6
        properties = merge(
          { title = w.title, region = local.region, view = "timeSeries", period = var.alarm_period_seconds, metrics = w.metrics },
          w.stat != null ? { stat = w.stat } : {},
        )
      }
    ]
  ])
}

resource "aws_cloudwatch_dashboard" "this" {
  dashboard_name = var.name
  dashboard_body = jsonencode({ widgets = local.dashboard_widgets })
}
