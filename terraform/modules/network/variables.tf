variable "name" {
  description = "Prefix of the Name tags."
  type        = string
}

variable "cidr" {
  description = "IPv4 CIDR block of the VPC (/16 to /20)."
  type        = string
}

variable "az_count" {
  description = "Number of availability zones; one private and one public subnet in each."
  type        = number
}

variable "single_nat_gateway" {
  description = "One NAT gateway shared by all zones (cheaper) instead of one per zone (the default: survives the loss of a zone)."
  type        = bool
  default     = false
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
