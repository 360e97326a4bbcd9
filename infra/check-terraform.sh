#!/usr/bin/env bash
# Offline checks of terraform/: fmt, init (from the local plugin mirror), validate, test.
#
# Runs on a temporary copy so the work tree gets no .terraform/ directory.
# Machines without terraform or the plugin mirror skip with the reason and exit 0,
# because the checks need both and must never reach a registry.
#
# Usage: infra/check-terraform.sh        (from any directory)
# Env:   TF_PLUGIN_DIR  provider mirror (default /opt/tf-plugins)
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tf_dir="$(cd "${script_dir}/../terraform" && pwd)"
plugin_dir="${TF_PLUGIN_DIR:-/opt/tf-plugins}"

if ! command -v terraform >/dev/null 2>&1; then
    echo "check-terraform: SKIPPED: terraform is not on PATH, so fmt/validate/test cannot run here."
    exit 0
fi
if [[ ! -d "${plugin_dir}/registry.terraform.io/hashicorp/aws" ]]; then
    echo "check-terraform: SKIPPED: no hashicorp/aws provider mirror at ${plugin_dir}, and the checks must not download one."
    exit 0
fi

# A TF_CLI_CONFIG_FILE pointing at a missing file only prints a warning per command.
if [[ -n "${TF_CLI_CONFIG_FILE:-}" && ! -f "${TF_CLI_CONFIG_FILE}" ]]; then
    unset TF_CLI_CONFIG_FILE
fi
export TF_IN_AUTOMATION=1 TF_INPUT=0 CHECKPOINT_DISABLE=1

work="$(mktemp -d "${TMPDIR:-/tmp}/factguard-terraform.XXXXXX")"
trap 'rm -rf "${work}"' EXIT
# Copy sources only: a developer's own .terraform/ or state must not leak in. The committed
# lock file comes along, so init checks the mirrored provider against its recorded hash.
tar -C "${tf_dir}" --exclude=.terraform --exclude='*.tfstate*' -cf - . | tar -C "${work}" -xf -

color=()
[[ -t 1 ]] || color=(-no-color)

echo "check-terraform: $(terraform version | head -n 1), provider mirror ${plugin_dir}"
echo "check-terraform: terraform fmt -check -recursive"
terraform -chdir="${work}" fmt -check -recursive -diff
echo "check-terraform: terraform init -backend=false -plugin-dir=${plugin_dir}"
# -lockfile=readonly: a provider that does not match the committed lock fails here
# instead of silently rewriting the lock in the copy.
terraform -chdir="${work}" init -backend=false -plugin-dir="${plugin_dir}" -lockfile=readonly "${color[@]}" \
    >"${work}/init.log" 2>&1 || { cat "${work}/init.log"; exit 1; }
echo "check-terraform: terraform validate"
terraform -chdir="${work}" validate "${color[@]}"
echo "check-terraform: terraform test"
terraform -chdir="${work}" test "${color[@]}"
echo "check-terraform: OK"
