terraform {
  # 1.11 is the first release whose `terraform test` can make mocked values known
  # during plan (`override_during = plan`), which the tests rely on.
  required_version = ">= 1.11.0, < 2.0.0"

  required_providers {
    aws = {
      source = "hashicorp/aws"
      # 5.100 is the provider mirrored for offline CI; `~>` keeps a 6.x major
      # upgrade (breaking) a deliberate change rather than a surprise on init.
      version = "~> 5.100"
    }
  }
}
