# Network: nothing reachable from the internet, and the bring-your-own path.

mock_provider "aws" {
  source          = "./tests/mocks"
  override_during = plan
}

variables {
  apigw_zip_path      = "tests/fixtures/function.zip"
  alarm_sns_topic_arn = "arn:aws:sns:eu-west-1:123456789012:factguard-alarms"
  iam_tenants         = { "arn:aws:iam::123456789012:role/factguard-client" = ["acme", "default"] }
}

run "no_security_group_accepts_traffic_from_anywhere" {
  command = plan

  override_resource {
    target          = aws_security_group.lambda[0]
    override_during = plan
    values = {
      id = "sg-0aaaaaaaaaaaaaaaa"
    }
  }

  override_resource {
    target          = aws_security_group.redis[0]
    override_during = plan
    values = {
      id = "sg-0bbbbbbbbbbbbbbbb"
    }
  }

  # Rules are separate aws_vpc_security_group_*_rule resources; an inline rule would
  # bypass the checks below, so the groups themselves must carry none.
  assert {
    condition = alltrue([
      for sg in concat(aws_security_group.lambda, aws_security_group.redis) : length(sg.ingress) == 0
    ])
    error_message = "Security groups must not have inline ingress rules: add aws_vpc_security_group_ingress_rule resources."
  }

  assert {
    condition = alltrue([
      for rule in aws_vpc_security_group_ingress_rule.redis : rule.cidr_ipv4 == null && rule.cidr_ipv6 == null
    ])
    error_message = "Ingress rules must name security groups, never CIDR blocks."
  }

  assert {
    condition = (
      length(aws_vpc_security_group_ingress_rule.redis) == 1 &&
      aws_vpc_security_group_ingress_rule.redis["lambda"].security_group_id == "sg-0bbbbbbbbbbbbbbbb" &&
      aws_vpc_security_group_ingress_rule.redis["lambda"].referenced_security_group_id == "sg-0aaaaaaaaaaaaaaaa" &&
      aws_vpc_security_group_ingress_rule.redis["lambda"].from_port == 6379 &&
      aws_vpc_security_group_ingress_rule.redis["lambda"].to_port == 6379
    )
    error_message = "Redis must accept 6379 from the Lambda security group only."
  }

  assert {
    condition     = length(aws_vpc_security_group_egress_rule.lambda_internet) == 1 && aws_vpc_security_group_egress_rule.lambda_internet["443"].from_port == 443
    error_message = "By default the Lambdas may leave the VPC on HTTPS only."
  }

  assert {
    condition     = length(module.network) == 1 && length(module.redis) == 1
    error_message = "Without existing_* variables a VPC and ElastiCache are created."
  }
}

run "created_vpc_keeps_its_default_security_group_closed" {
  command = plan

  module {
    source = "./modules/network"
  }

  variables {
    name     = "factguard"
    cidr     = "10.42.0.0/16"
    az_count = 2
  }

  # Managing the default group without rule blocks is what strips its rules.
  assert {
    condition     = aws_default_security_group.this.vpc_id == aws_vpc.this.id
    error_message = "The VPC's default security group must be managed (and so emptied)."
  }

  assert {
    condition     = alltrue([for s in aws_subnet.public : !s.map_public_ip_on_launch]) && length(aws_nat_gateway.this) == 2
    error_message = "Public subnets hand out no public IPs; one NAT gateway per zone by default."
  }

  assert {
    condition     = [for s in aws_subnet.private : s.cidr_block] == ["10.42.0.0/20", "10.42.16.0/20"] && [for s in aws_subnet.public : s.cidr_block] == ["10.42.240.0/24", "10.42.241.0/24"]
    error_message = "Private /20s from the bottom, public /24s from the top, no overlap."
  }

  assert {
    condition     = alltrue([for r in aws_route.private_nat : r.destination_cidr_block == "0.0.0.0/0"])
    error_message = "Private subnets must reach the internet (search providers) through NAT."
  }
}

run "each_zone_leaves_through_its_own_nat_gateway" {
  command = plan

  module {
    source = "./modules/network"
  }

  variables {
    name     = "factguard"
    cidr     = "10.42.0.0/16"
    az_count = 2
  }

  override_resource {
    target          = aws_nat_gateway.this[1]
    override_during = plan
    values = {
      id = "nat-0bbbbbbbbbbbbbbbb"
    }
  }

  assert {
    condition = (
      [for r in aws_route.private_nat : r.nat_gateway_id] == ["nat-0123456789abcdef0", "nat-0bbbbbbbbbbbbbbbb"] &&
      [for n in aws_nat_gateway.this : n.subnet_id] == [for s in aws_subnet.public : s.id]
    )
    error_message = "Each private subnet must route through the NAT gateway in its own zone, so losing one zone does not cut the others off."
  }
}

run "single_nat_gateway_serves_every_zone" {
  command = plan

  module {
    source = "./modules/network"
  }

  variables {
    name               = "factguard"
    cidr               = "10.42.0.0/16"
    az_count           = 3
    single_nat_gateway = true
  }

  assert {
    condition     = length(aws_nat_gateway.this) == 1 && alltrue([for r in aws_route.private_nat : r.nat_gateway_id == aws_nat_gateway.this[0].id])
    error_message = "single_nat_gateway = true must route every zone through one NAT gateway."
  }
}

run "existing_vpc_and_redis_create_neither" {
  command = plan

  variables {
    existing_vpc_id             = "vpc-0123456789abcdef0"
    existing_private_subnet_ids = ["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]
    existing_security_group_ids = ["sg-0dddddddddddddddd"]
    existing_redis_url          = "rediss://redis.internal.example.com:6380"
  }

  assert {
    condition     = length(module.network) == 0 && length(module.redis) == 0
    error_message = "existing_vpc_id and existing_redis_url must not create a VPC or ElastiCache."
  }

  assert {
    condition     = length(aws_security_group.lambda) == 0 && length(aws_security_group.redis) == 0 && length(aws_vpc_security_group_ingress_rule.redis) == 0
    error_message = "existing_security_group_ids must not create security groups."
  }

  assert {
    condition = (
      aws_lambda_function.this["apigw"].vpc_config[0].subnet_ids == toset(["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]) &&
      aws_lambda_function.this["apigw"].vpc_config[0].security_group_ids == toset(["sg-0dddddddddddddddd"])
    )
    error_message = "The Lambda must use the existing subnets and security groups."
  }

  assert {
    condition = (
      aws_lambda_function.this["apigw"].environment[0].variables["QUARKUS_REDIS_HOSTS"] == "rediss://redis.internal.example.com:6380" &&
      !contains(keys(aws_lambda_function.this["apigw"].environment[0].variables), "QUARKUS_REDIS_PASSWORD")
    )
    error_message = "The Lambda must use existing_redis_url as given."
  }

  assert {
    condition     = output.redis_endpoint == null && output.vpc_id == "vpc-0123456789abcdef0"
    error_message = "Outputs must describe the existing resources."
  }
}

run "existing_vpc_with_created_redis" {
  command = plan

  variables {
    existing_vpc_id             = "vpc-0123456789abcdef0"
    existing_private_subnet_ids = ["subnet-0aaaaaaaaaaaaaaaa", "subnet-0bbbbbbbbbbbbbbbb"]
  }

  assert {
    condition     = length(module.network) == 0 && length(module.redis) == 1 && aws_security_group.redis[0].vpc_id == "vpc-0123456789abcdef0"
    error_message = "Redis and its security group must be created in the existing VPC."
  }
}

run "existing_vpc_needs_subnets" {
  command = plan

  variables {
    existing_vpc_id = "vpc-0123456789abcdef0"
  }

  expect_failures = [var.existing_private_subnet_ids]
}
