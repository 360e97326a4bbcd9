#!/usr/bin/env bash
# Build the Lambda zips and deploy FactGuard to AWS with terraform/.
#
# Usage: infra/deploy.sh [terraform apply arguments...]
#   e.g. infra/deploy.sh -var authorizer=jwt -var jwt_issuer=https://... -var 'jwt_audience=["factguard"]'
#
# Env:
#   DEPLOYMENT_MODE  apigw (default) | direct | both: which zips to build; passed to
#                    terraform as -var deployment_mode (do not pass that -var yourself)
#   SKIP_BUILD=1     deploy the zips already in target/ (apigw-function.zip, lambda-function.zip)
#   MAVEN_ARGS       extra arguments for both Maven builds (e.g. "-DskipTests"; not -Dquarkus.profile,
#                    which would replace the lambda/apigw build profiles)
#
# AWS credentials and region come from the usual AWS environment (AWS_PROFILE,
# AWS_REGION, ...). State is local unless you add a backend to terraform/.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode="${DEPLOYMENT_MODE:-apigw}"
apigw_zip="${repo}/target/apigw-function.zip"
lambda_zip="${repo}/target/lambda-function.zip"

case "${mode}" in
    apigw) profiles=(apigw) ;;
    direct) profiles=(lambda) ;;
    both) profiles=(apigw lambda) ;;
    *)
        echo "deploy: DEPLOYMENT_MODE must be apigw, direct or both, not '${mode}'" >&2
        exit 2
        ;;
esac

command -v terraform >/dev/null 2>&1 || { echo "deploy: terraform is not on PATH" >&2; exit 1; }

build() {
    local profile="$1" out="$2" maven_args=()
    # MAVEN_ARGS is a word list by design (several -D flags).
    read -r -a maven_args <<<"${MAVEN_ARGS:-}"
    echo "deploy: building the ${profile} zip"
    # clean: the two profiles package different Lambda bindings into target/, and
    # a leftover from the other one must not end up in this zip.
    (cd "${repo}" && ./mvnw -B "-P${profile}" "${maven_args[@]}" clean package)
    # Each clean wipes target/, so park the zip outside until both builds are done.
    cp "${repo}/target/function.zip" "${out}"
}

if [[ "${SKIP_BUILD:-0}" != "1" ]]; then
    staging="$(mktemp -d)"
    trap 'rm -rf "${staging}"' EXIT
    for profile in "${profiles[@]}"; do
        build "${profile}" "${staging}/${profile}-function.zip"
    done
    for profile in "${profiles[@]}"; do
        cp "${staging}/${profile}-function.zip" "${repo}/target/${profile}-function.zip"
    done
fi

tf_vars=(-var "deployment_mode=${mode}")
for profile in "${profiles[@]}"; do
    zip="${repo}/target/${profile}-function.zip"
    [[ -f "${zip}" ]] || { echo "deploy: ${zip} is missing (build without SKIP_BUILD=1)" >&2; exit 1; }
    echo "deploy: ${zip} ($(du -h "${zip}" | cut -f1))"
done
[[ " ${profiles[*]} " == *" apigw "* ]] && tf_vars+=(-var "apigw_zip_path=${apigw_zip}")
[[ " ${profiles[*]} " == *" lambda "* ]] && tf_vars+=(-var "lambda_zip_path=${lambda_zip}")

terraform -chdir="${repo}/terraform" init -input=false
terraform -chdir="${repo}/terraform" apply "${tf_vars[@]}" "$@"

if [[ "${mode}" != "direct" ]]; then
    echo "deploy: API URL: $(terraform -chdir="${repo}/terraform" output -raw api_url)"
    echo "deploy: check it with infra/smoke.sh"
fi
