#!/usr/bin/env python3
"""Mutation check of the Terraform tests: each entry breaks the configuration in one place and names the
test run (and the part of its error message) that must catch it. Every entry was seen caught when its
assertion was written; run this after changing the configuration or the tests to see that they still can
fail. Offline, like infra/check-terraform.sh; the first 72 took 29 minutes on 2 shared cores.

Usage: python3 terraform/tests/mutants.py [NAME ...]     (no names: all of them)
Env:   TF_PLUGIN_DIR  provider mirror (default /opt/tf-plugins)
Exit:  0 when every mutant was caught, 1 otherwise.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

# Test files.
A='tests/api.tftest.hcl'; L='tests/lambda.tftest.hcl'; M='tests/monitoring.tftest.hcl'
R='tests/redis.tftest.hcl'; RM='tests/redis_module.tftest.hcl'; N='tests/network.tftest.hcl'
# (name, file to break, text, replacement, test file, run that must fail, part of its error message)
MUTANTS = [
 ('public-search', 'api.tf', 'var.public_read_routes ? ["forecast", "freshness", "refresh"]', 'var.public_read_routes ? ["forecast", "freshness", "refresh", "knowledge-search"]', A, 'public_reads_open_no_write_and_never_knowledge_search', 'knowledge-search (it returns facts) must never be anonymous'),
 ('public-search-jwt', 'api.tf', 'var.public_read_routes ? ["forecast", "freshness", "refresh"]', 'var.public_read_routes ? ["forecast", "freshness", "refresh", "knowledge-search"]', A, 'jwt_authorizer_guards_writes_and_names_the_tenant_claim', 'Write routes and knowledge-search must use the JWT authorizer'),
 ('public-fewer', 'api.tf', 'var.public_read_routes ? ["forecast", "freshness", "refresh"]', 'var.public_read_routes ? ["forecast", "freshness"]', A, 'public_reads_open_no_write_and_never_knowledge_search', 'must open forecast, freshness and refresh'),
 ('public-env-missing', 'lambda.tf', '{ FACTGUARD_AUTH_PUBLIC_FUNCTIONS = join(",", local.public_functions) }', '{ FACTGUARD_AUTH_PUBLIC = join(",", local.public_functions) }', A, 'public_reads_open_no_write_and_never_knowledge_search', 'must be told which functions are public'),
 ('public-env-always', 'lambda.tf', 'length(local.public_functions) > 0 ? { FACTGUARD_AUTH_PUBLIC_FUNCTIONS', 'true ? { FACTGUARD_AUTH_PUBLIC_FUNCTIONS', A, 'private_routes_tell_the_application_nothing_is_public', 'no function may be listed as public'),
 ('iam-format', 'lambda.tf', '"${arn}=${join("+", var.iam_tenants[arn])}"', '"${arn}=${join(" ", var.iam_tenants[arn])}"', A, 'iam_callers_are_bound_to_their_tenants', 'must list arn=tenant[+tenant]'),
 ('iam-jwt-claim-too', 'lambda.tf', 'var.authorizer == "jwt" ? { FACTGUARD_AUTH_JWT_TENANT_CLAIM', 'true ? { FACTGUARD_AUTH_JWT_TENANT_CLAIM', A, 'iam_callers_are_bound_to_their_tenants', 'no JWT claim may name the tenant'),
 ('iam-map-optional', 'variables.tf', 'condition     = var.authorizer != "iam" || var.deployment_mode == "direct" || length(var.iam_tenants) > 0', 'condition     = length(var.iam_tenants) >= 0', A, 'iam_without_a_tenant_map_is_rejected', 'iam_without_a_tenant_map_is_rejected'),
 ('iam-map-unchecked', 'variables.tf', 'can(regex("^arn:aws[a-z-]*:(iam|sts)::[0-9]{12}:[A-Za-z0-9+.@_/-]+$", arn)) && length(tenants) > 0', 'length(tenants) > 0', A, 'iam_tenants_must_be_valid', 'iam_tenants_must_be_valid'),
 ('jwt-claim-fixed', 'lambda.tf', 'FACTGUARD_AUTH_JWT_TENANT_CLAIM = var.jwt_tenant_claim', 'FACTGUARD_AUTH_JWT_TENANT_CLAIM = "tenant"', A, 'jwt_authorizer_guards_writes_and_names_the_tenant_claim', 'tenant comes from the configured claim'),
 ('jwt-claim-default', 'variables.tf', '  default     = "tenant"\n', '  default     = "sub"\n', A, 'jwt_tenant_claim_defaults_to_tenant', 'default tenant claim is `tenant`'),
 ('apikeys-gateway-iam', 'api.tf', 'api_keys = "NONE"', 'api_keys = "AWS_IAM"', A, 'api_keys_leave_the_check_to_the_application', 'must pass every request to the application'),
 ('apikeys-secret-name', 'main.tf', '      FACTGUARD_AUTH_KEYS             = var.auth_keys_secret_arn', '      FACTGUARD_AUTH_KEY              = var.auth_keys_secret_arn', A, 'api_keys_leave_the_check_to_the_application', 'must learn where its keys are'),
 ('apikeys-optional', 'variables.tf', 'condition     = var.authorizer != "api_keys" || var.auth_keys_secret_arn != null', 'condition     = var.authorizer != ""', A, 'api_keys_without_keys_are_rejected', 'api_keys_without_keys_are_rejected'),
 ('refresh-throttle', 'variables.tf', 'refresh = { burst_limit = 10, rate_limit = 2 }', 'refresh = { burst_limit = 10, rate_limit = 50 }', A, 'stage_throttles_refresh_below_forecast_and_writes_access_logs', 'refresh must get its own, lower throttle'),
 ('deadline-unit', 'lambda.tf', 'FACTGUARD_REFRESH_DEADLINE = "${var.api_refresh_deadline_seconds}s"', 'FACTGUARD_REFRESH_DEADLINE = "${var.api_refresh_deadline_seconds}"', A, 'the_api_lambda_ends_before_the_gateway_and_refresh_before_the_lambda', 'gateway 30 s > API Lambda 29 s > refresh deadline 25 s'),
 ('api-reserved', 'lambda.tf', 'reserved      = var.api_reserved_concurrency', 'reserved      = var.direct_reserved_concurrency', A, 'the_api_lambda_ends_before_the_gateway_and_refresh_before_the_lambda', 'must reserve its concurrency by default'),
 ('api-timeout-30', 'variables.tf', 'condition     = var.api_timeout >= 1 && var.api_timeout <= 29', 'condition     = var.api_timeout >= 1 && var.api_timeout <= 30', A, 'api_timeout_above_29_s_is_rejected', 'api_timeout_above_29_s_is_rejected'),
 ('deadline-equal', 'variables.tf', 'var.api_refresh_deadline_seconds < var.api_timeout', 'var.api_refresh_deadline_seconds <= var.api_timeout', A, 'refresh_deadline_must_end_before_the_api_lambda', 'refresh_deadline_must_end_before_the_api_lambda'),
 ('default-layer', 'lambda.tf', 'layers        = var.lambda_layers', 'layers        = concat(var.lambda_layers, ["arn:aws:lambda:eu-west-1:123456789012:layer:x:1"])', L, 'each_direct_lambda_exports_its_own_function', 'java21/x86_64 without layers by default'),
 ('custom-handler', 'lambda.tf', 'handler = local.handlers[each.value.artifact]', 'handler = var.runtime == "java21" ? local.handlers[each.value.artifact] : "bootstrap"', L, 'custom_runtime_runs_the_direct_lambdas', 'handler passed on as _HANDLER'),
 ('custom-api-allowed', 'variables.tf', 'condition     = var.runtime == "java21" || var.deployment_mode == "direct"', 'condition     = var.runtime != ""', L, 'custom_runtime_cannot_serve_the_api', 'custom_runtime_cannot_serve_the_api'),
 ('snapstart-custom', 'variables.tf', 'condition     = !var.snap_start || var.runtime == "java21"', 'condition     = var.snap_start == var.snap_start', L, 'snap_start_needs_the_managed_runtime', 'snap_start_needs_the_managed_runtime'),
 ('java17-allowed', 'variables.tf', 'contains(["java21", "provided.al2023"], var.runtime)', 'contains(["java17", "java21", "provided.al2023"], var.runtime)', L, 'only_java21_and_provided_al2023_are_accepted', 'only_java21_and_provided_al2023_are_accepted'),
 ('layers-dropped', 'lambda.tf', 'layers        = var.lambda_layers', 'layers        = []', L, 'layers_reach_every_lambda', 'must be attached to every Lambda'),
 ('direct-timeout', 'lambda.tf', 'timeout       = var.direct_timeout', 'timeout       = var.api_timeout', L, 'direct_lambdas_have_their_own_timeout_and_refresh_deadline', 'Direct Lambdas take direct_timeout'),
 ('direct-deadline', 'lambda.tf', 'FACTGUARD_REFRESH_DEADLINE = "${var.direct_refresh_deadline_seconds}s"', 'FACTGUARD_REFRESH_DEADLINE = "${var.api_refresh_deadline_seconds}s"', L, 'direct_lambdas_have_their_own_timeout_and_refresh_deadline', 'Each refresh deadline must follow'),
 ('invoke-config-api', 'lambda.tf', 'for_each = { for k, l in local.lambdas : k => l if l.artifact == "lambda" }', 'for_each = local.lambdas', L, 'asynchronous_writes_are_tried_once_and_failures_kept', 'and not the API Lambda'),
 ('write-retries', 'lambda.tf', 'contains(local.protected_functions, each.key) ? 0 : 2', 'contains(local.protected_functions, each.key) ? 1 : 2', L, 'asynchronous_writes_are_tried_once_and_failures_kept', 'Write functions must not be retried'),
 ('invoke-qualifier', 'lambda.tf', 'qualifier              = aws_lambda_alias.live[each.key].name', 'qualifier              = "$LATEST"', L, 'asynchronous_writes_are_tried_once_and_failures_kept', 'must land in the SQS queue'),
 ('sqs-on-api-role', 'lambda.tf', 'each.value.artifact == "lambda" ? [{\n        Sid      = "AsyncFailureDestination"', 'true ? [{\n        Sid      = "AsyncFailureDestination"', L, 'asynchronous_writes_are_tried_once_and_failures_kept', 'the API role not at all'),
 ('secrets-unsorted', 'main.tf', '[for k in sort(keys(local.secrets))', '[for k in reverse(sort(keys(local.secrets)))', L, 'secrets_are_named_not_passed_and_only_they_are_readable', 'must map each variable to its secret, sorted'),
 ('ssm-extra', 'lambda.tf', 'Resource = local.ssm_parameter_arns', 'Resource = concat(local.ssm_parameter_arns, ["arn:aws:ssm:eu-west-1:123456789012:parameter/other"])', L, 'secrets_are_named_not_passed_and_only_they_are_readable', 'exactly the configured secrets and parameters'),
 ('secret-arn-unchecked', 'lambda.tf', 'condition     = alltrue([for arn in values(local.secrets) : can(regex(local.secret_arn_pattern, arn))])', 'condition     = length(local.secrets) >= 0', L, 'a_secret_that_is_not_an_arn_is_rejected', 'a_secret_that_is_not_an_arn_is_rejected'),
 ('eni-any-subnet', 'lambda.tf', 'Resource = concat(["${local.ec2_arn_prefix}:network-interface/*"], local.eni_subnet_arns, local.eni_security_group_arns)', 'Resource = concat(["${local.ec2_arn_prefix}:network-interface/*", "${local.ec2_arn_prefix}:subnet/*"], local.eni_security_group_arns)', L, 'network_interfaces_only_in_own_subnets_and_groups', 'only in the Lambdas\' subnets and security groups'),
 ('eni-star', 'lambda.tf', 'Resource = "${local.ec2_arn_prefix}:network-interface/*"', 'Resource = "*"', L, 'network_interfaces_only_in_own_subnets_and_groups', 'Only Describe actions'),
 ('alarm-missing-lambda', 'monitoring.tf', 'for lk, l in local.lambdas : {\n        for mk, m in local.lambda_metrics', 'for lk, l in { for k, v in local.lambdas : k => v if k != "forecast" } : {\n        for mk, m in local.lambda_metrics', M, 'every_lambda_alarms_on_errors_throttles_and_p99_duration', 'Expected an Errors, a Throttles and a Duration alarm per Lambda'),
 ('alarm-wrong-function', 'monitoring.tf', 'dimensions = { FunctionName = aws_lambda_function.this[lk].function_name }', 'dimensions = { FunctionName = aws_lambda_function.this["apigw"].function_name }', M, 'every_lambda_alarms_on_errors_throttles_and_p99_duration', 'Each alarm must watch its own function'),
 ('duration-threshold', 'monitoring.tf', 'l.timeout * 10 * var.alarm_duration_percent_of_timeout', 'l.timeout * 1000', M, 'every_lambda_alarms_on_errors_throttles_and_p99_duration', '80 % of the Lambda\'s own timeout'),
 ('percentile-as-statistic', 'monitoring.tf', 'extended_statistic  = startswith(each.value.statistic, "p") ? each.value.statistic : null', 'extended_statistic  = null', M, 'every_lambda_alarms_on_errors_throttles_and_p99_duration', '80 % of the Lambda\'s own timeout'),
 ('alarms-no-ok', 'monitoring.tf', '  ok_actions         = local.alarm_actions\n  tags               = local.tags\n\n  depends_on', '  ok_actions         = []\n  tags               = local.tags\n\n  depends_on', M, 'every_alarm_notifies_the_topic', 'when it fires and when it recovers'),
 ('redis-alarm-silent', 'main.tf', '  alarm_actions        = local.alarm_actions', '  alarm_actions        = []', M, 'every_alarm_notifies_the_topic', 'Redis alarms must notify the same topic'),
 ('sns-optional', 'variables.tf', 'condition     = var.alarm_sns_topic_arn != null || var.alarm_notifications_waived', 'condition     = var.alarm_sns_topic_arn == var.alarm_sns_topic_arn || true', M, 'alarms_without_a_topic_are_rejected', 'alarms_without_a_topic_are_rejected'),
 ('waived-still-notifies', 'monitoring.tf', 'alarm_actions = var.alarm_sns_topic_arn != null ? [var.alarm_sns_topic_arn] : []', 'alarm_actions = var.alarm_sns_topic_arn != null ? [var.alarm_sns_topic_arn] : ["arn:aws:sns:eu-west-1:123456789012:fallback"]', M, 'waived_notifications_deploy_silent_alarms', 'keep the alarms, without actions'),
 ('5xx-absolute', 'monitoring.tf', 'expression  = "IF(requests > 0, 100 * errors / requests, 0)"', 'expression  = "errors"', M, 'api_alarms_on_5xx_rate_and_p99_latency', 'divide the API\'s 5xx by its Count'),
 ('5xx-denominator', 'monitoring.tf', 'requests = "Count"', 'requests = "4xx"', M, 'api_alarms_on_5xx_rate_and_p99_latency', 'divide the API\'s 5xx by its Count'),
 ('latency-p90', 'monitoring.tf', '        metric      = "Latency"\n        dimensions  = { ApiId = aws_apigatewayv2_api.this[0].id }\n        statistic   = "p99"', '        metric      = "Latency"\n        dimensions  = { ApiId = aws_apigatewayv2_api.this[0].id }\n        statistic   = "p90"', M, 'api_alarms_on_5xx_rate_and_p99_latency', 'p99 Latency'),
 ('filters-api-only', 'monitoring.tf', 'for lk, l in local.lambdas : { for sk, sig in var.log_signals', 'for lk, l in { apigw = 1 } : { for sk, sig in var.log_signals', M, 'log_signals_are_counted_in_every_log_group_and_alarm', 'four default signals needs a filter in every'),
 ('filters-one-group', 'monitoring.tf', 'log_group_name = aws_cloudwatch_log_group.lambda[each.value.lambda].name', 'log_group_name = aws_cloudwatch_log_group.lambda["apigw"].name', M, 'log_signals_are_counted_in_every_log_group_and_alarm', 'read its own function\'s log group'),
 ('signal-namespace', 'monitoring.tf', '      namespace   = local.log_namespace\n      metric      = sk', '      namespace   = "FactGuard"\n      metric      = sk', M, 'log_signals_are_counted_in_every_log_group_and_alarm', 'Redis outages (also as logged today)'),
 ('pattern-today', 'variables.tf', 'store_unavailable   = { pattern = "?\\"store_unavailable\\" ?\\"Redis unavailable\\"", threshold = 1 }', 'store_unavailable   = { pattern = "\\"store_unavailable\\"", threshold = 1 }', M, 'log_signals_are_counted_in_every_log_group_and_alarm', 'Redis outages (also as logged today)'),
 ('async-threshold', 'monitoring.tf', '        statistic   = "Maximum"\n        threshold   = 0', '        statistic   = "Maximum"\n        threshold   = 5', M, 'failed_asynchronous_events_alarm', 'Any message in the failure queue'),
 ('dashboard-no-redis', 'dashboard.tf', '} if local.create_redis', '} if false', M, 'the_dashboard_shows_api_lambdas_redis_and_signals', 'API, Lambda, Redis and log-signal widgets'),
 ('dashboard-grid', 'dashboard.tf', 'width  = floor(24 / length(row))', 'width  = 24', M, 'the_dashboard_shows_api_lambdas_redis_and_signals', '24-column grid'),
 ('redis-password-value-name', 'main.tf', 'local.create_redis ? { QUARKUS_REDIS_PASSWORD = module.redis[0].auth_token_secret_arn } : {}', 'local.create_redis ? { REDIS_PASSWORD = module.redis[0].auth_token_secret_arn } : {}', R, 'lambdas_connect_to_elasticache_over_tls', 'read the AUTH token from its secret'),
 ('snapshots-zero', 'variables.tf', 'condition     = var.redis_snapshot_retention_days >= 1 && var.redis_snapshot_retention_days <= 35', 'condition     = var.redis_snapshot_retention_days >= 0 && var.redis_snapshot_retention_days <= 35', R, 'snapshots_cannot_be_turned_off', 'snapshots_cannot_be_turned_off'),
 ('one-node-default', 'modules/redis/variables.tf', 'Primary plus replicas; 2 or more turns on automatic failover and Multi-AZ."\n  type        = number\n  default     = 2', 'Primary plus replicas; 2 or more turns on automatic failover and Multi-AZ."\n  type        = number\n  default     = 1', RM, 'state_is_durable_by_default', 'replica in another zone and automatic failover'),
 ('no-final-snapshot', 'modules/redis/variables.tf', 'deleted."\n  type        = bool\n  default     = true', 'deleted."\n  type        = bool\n  default     = false', RM, 'state_is_durable_by_default', 'final snapshot when the group is deleted'),
 ('burstable-default', 'modules/redis/variables.tf', 'default     = "cache.m7g.large"', 'default     = "cache.t4g.small"', RM, 'state_is_durable_by_default', 'must not be burstable'),
 ('lru', 'modules/redis/main.tf', 'value = "noeviction"', 'value = "volatile-lru"', RM, 'state_is_durable_by_default', 'maxmemory-policy noeviction'),
 ('no-engine-cpu', 'modules/redis/alarms.tf', '      engine_cpu  = {', '      engine_cpux = {', RM, 'every_node_alarms_on_memory_evictions_connections_and_cpu', 'memory, evictions, connections and engine CPU alarms'),
 ('evictions-tolerated', 'modules/redis/alarms.tf', 'operator = "GreaterThanThreshold", threshold = 0,', 'operator = "GreaterThanThreshold", threshold = 10,', RM, 'every_node_alarms_on_memory_evictions_connections_and_cpu', 'Any eviction'),
 ('credits-operator', 'modules/redis/alarms.tf', 'statistic = "Minimum", operator = "LessThanOrEqualToThreshold"', 'statistic = "Minimum", operator = "GreaterThanOrEqualToThreshold"', RM, 'burstable_nodes_alarm_on_cpu_credits', 'before it runs out of CPU credits'),
 ('family-valkey-only', 'modules/redis/main.tf', 'family = "${var.engine}${split(".", local.engine_version)[0]}"', 'family = "valkey${split(".", local.engine_version)[0]}"', RM, 'replicas_turn_on_failover', 'family redis7'),
 ('failover-single', 'modules/redis/main.tf', 'failover = var.num_cache_clusters > 1', 'failover = var.num_cache_clusters >= 1', RM, 'a_single_node_has_no_failover', 'one node cannot fail over'),
 ('nat-single-default', 'modules/network/variables.tf', '  default     = false', '  default     = true', N, 'created_vpc_keeps_its_default_security_group_closed', 'one NAT gateway per zone by default'),
 ('nat-route-first', 'modules/network/main.tf', 'nat_gateway_id         = aws_nat_gateway.this[var.single_nat_gateway ? 0 : count.index].id', 'nat_gateway_id         = aws_nat_gateway.this[0].id', N, 'each_zone_leaves_through_its_own_nat_gateway', 'NAT gateway in its own zone'),
 ('nat-count', 'modules/network/main.tf', 'nat_count = var.single_nat_gateway ? 1 : var.az_count', 'nat_count = var.az_count', N, 'single_nat_gateway_serves_every_zone', 'route every zone through one NAT gateway'),
 ('inline-ingress', 'main.tf', '  description = "FactGuard ElastiCache: 6379 from the FactGuard Lambdas only"', '  description = "FactGuard ElastiCache: 6379 from the FactGuard Lambdas only"\n  ingress {\n    from_port   = 6379\n    to_port     = 6379\n    protocol    = "tcp"\n    cidr_blocks = ["0.0.0.0/0"]\n  }', N, 'no_security_group_accepts_traffic_from_anywhere', 'must not have inline ingress rules'),
 ('iam-arn-separators', 'variables.tf', '[0-9]{12}:[A-Za-z0-9+.@_/-]+$', '[0-9]{12}:[A-Za-z0-9+=,.@_/-]+$', A, 'iam_tenants_arns_with_separators_are_rejected', 'iam_tenants_arns_with_separators_are_rejected'),
 ('secret-value-in-env', 'main.tf', '    { FACTGUARD_SEARCH_PROVIDERS = join(",", var.search_providers) },', '    { FACTGUARD_SEARCH_PROVIDERS = join(",", var.search_providers) },\n    local.create_redis ? { QUARKUS_REDIS_PASSWORD = module.redis[0].auth_token } : {},', L, 'secrets_are_named_not_passed_and_only_they_are_readable', 'No secret value may be in a Lambda environment.'),
 ('no-guard', 'modules/redis/main.tf', 'count = var.prevent_destroy ? 1 : 0', 'count = 0', RM, 'state_is_durable_by_default', 'destroy guard must watch'),
 ('console-authorized', 'api.tf', '  route_key          = each.key\n  target             = "integrations/${aws_apigatewayv2_integration.lambda[0].id}"\n  authorization_type = "NONE"', '  route_key          = each.key\n  target             = "integrations/${aws_apigatewayv2_integration.lambda[0].id}"\n  authorization_type = local.authorization_type', A, 'the_console_page_is_open_and_only_the_page', 'serve static files without an authorizer'),
 ('console-no-files', 'api.tf', 'toset(["GET /console", "GET /console/{proxy+}"])', 'toset(["GET /console"])', A, 'the_console_page_is_open_and_only_the_page', 'The console needs GET /console and GET /console/{proxy+}'),
 ('console-always', 'api.tf', 'local.create_api && var.console ?', 'local.create_api ?', A, 'console_off_serves_no_page', 'console = false must create no console route'),
 ('public-list', 'api.tf', 'var.public_read_routes ? ["forecast", "freshness", "refresh"]', 'var.public_read_routes ? ["forecast", "freshness", "refresh", "knowledge-list"]', A, 'public_reads_open_no_write_and_never_knowledge_search', 'must never be anonymous'),
]


TF_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENV = {k: v for k, v in os.environ.items() if k != 'TF_CLI_CONFIG_FILE'}
ENV.update(CHECKPOINT_DISABLE='1', TF_IN_AUTOMATION='1', TF_INPUT='0')


def copy_sources(dest):
    shutil.copytree(TF_DIR, dest, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns('.terraform', '*.tfstate*'))


def single_run(text, run):
    """The test file reduced to its header and the one run, so each mutant costs one plan."""
    parts = re.split(r'(?m)^(?=run ")', text)
    chosen = [r for r in parts[1:] if r.startswith(f'run "{run}"')]
    if len(chosen) != 1:
        raise ValueError(f'no single run "{run}"')
    return parts[0] + chosen[0]


def check(base, mutant):
    name, path, old, new, test, run, expect = mutant
    work = tempfile.mkdtemp(prefix='factguard-mutant-')
    try:
        copy_sources(work)
        # The providers and modules initialised once in base serve every copy.
        os.symlink(os.path.join(base, '.terraform'), os.path.join(work, '.terraform'))
        target = os.path.join(work, path)
        text = open(target).read()
        if text.count(old) != 1:
            return False, f'{name}: the edit matches {text.count(old)} places in {path}, not one'
        open(target, 'w').write(text.replace(old, new))
        test_path = os.path.join(work, test)
        reduced = single_run(open(test_path).read(), run)
        open(test_path, 'w').write(reduced)
        r = subprocess.run(['terraform', 'test', '-no-color', '-filter=' + test], cwd=work, env=ENV,
                           capture_output=True, text=True)
        out = r.stdout + r.stderr
        # Terraform wraps messages at 78 columns.
        caught = r.returncode != 0 and ' '.join(expect.split()) in ' '.join(out.split())
        if caught:
            return True, f'{name}: caught by {test} / {run}'
        return False, f'{name}: NOT caught by {test} / {run}\n{out[-1500:]}'
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(names):
    if shutil.which('terraform') is None:
        print('mutants: SKIPPED: terraform is not on PATH')
        return 0
    plugin_dir = os.environ.get('TF_PLUGIN_DIR', '/opt/tf-plugins')
    todo = [m for m in MUTANTS if not names or m[0] in names]
    base = tempfile.mkdtemp(prefix='factguard-mutants-')
    try:
        copy_sources(base)
        subprocess.run(['terraform', 'init', '-backend=false', '-plugin-dir=' + plugin_dir, '-lockfile=readonly',
                        '-no-color'], cwd=base, env=ENV, check=True, capture_output=True)
        missed = 0
        with ThreadPoolExecutor(2) as pool:
            for caught, line in pool.map(lambda m: check(base, m), todo):
                missed += 0 if caught else 1
                print(line, flush=True)
        print(f'mutants: {len(todo) - missed} of {len(todo)} caught')
        return 0 if missed == 0 else 1
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main(set(sys.argv[1:])))
