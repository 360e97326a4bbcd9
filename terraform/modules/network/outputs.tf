output "vpc_id" {
  description = "ID of the VPC."
  value       = aws_vpc.this.id
}

output "vpc_cidr_block" {
  description = "CIDR block of the VPC."
  value       = aws_vpc.this.cidr_block
}

output "private_subnet_ids" {
  description = "Private subnets, one per zone, routed to the internet through NAT."
  value       = aws_subnet.private[*].id
}

output "public_subnet_ids" {
  description = "Public subnets, one per zone, holding the NAT gateways."
  value       = aws_subnet.public[*].id
}

output "nat_public_ips" {
  description = "Public IPs the Lambdas' outbound traffic comes from (e.g. for a search provider's allow list)."
  value       = aws_eip.nat[*].public_ip
}
