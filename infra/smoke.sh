#!/usr/bin/env bash
# Smoke test of a deployed FactGuard HTTP API: POST every route with a valid body,
# expect HTTP 200 and the answer's key field. Exits non-zero if any route fails.
#
# Usage: infra/smoke.sh [API_URL]        (default: terraform output -raw api_url)
#
# Env:
#   FACTGUARD_AUTH   iam | jwt | none. Default: jwt when FACTGUARD_JWT is set, else iam.
#   FACTGUARD_JWT    bearer token for authorizer = "jwt".
#   AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN
#                    credentials for authorizer = "iam" (SigV4). When unset and the aws
#                    CLI is installed, they are taken from `aws configure export-credentials`.
#   AWS_REGION       region of the API; default: read from the URL.
#   FACTGUARD_SMOKE_TENANT  tenant the test facts go to (default "smoke-test"), so the
#                    smoke test never touches the "default" tenant's knowledge.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

url="${1:-}"
if [[ -z "${url}" ]]; then
    url="$(terraform -chdir="${repo}/terraform" output -raw api_url)"
fi
url="${url%/}"
if [[ ! "${url}" =~ ^https?:// ]]; then
    echo "smoke: '${url}' is not an API URL; pass it as the first argument" >&2
    exit 2
fi

auth="${FACTGUARD_AUTH:-}"
if [[ -z "${auth}" ]]; then
    if [[ -n "${FACTGUARD_JWT:-}" ]]; then auth=jwt; else auth=iam; fi
fi

curl_auth=()
curl_config=""
case "${auth}" in
    iam)
        if [[ -z "${AWS_ACCESS_KEY_ID:-}" ]] && command -v aws >/dev/null 2>&1; then
            # Profiles, SSO and roles all end up as plain environment credentials
            # (aws CLI v2; v1 lacks the command and leaves the variables unset).
            if creds="$(aws configure export-credentials --format env 2>/dev/null)"; then
                eval "${creds}"
            fi
        fi
        : "${AWS_ACCESS_KEY_ID:?smoke: IAM auth needs AWS_ACCESS_KEY_ID (or aws CLI v2 with a profile)}"
        : "${AWS_SECRET_ACCESS_KEY:?smoke: IAM auth needs AWS_SECRET_ACCESS_KEY}"
        region="${AWS_REGION:-${AWS_DEFAULT_REGION:-}}"
        if [[ -z "${region}" && "${url}" =~ \.execute-api\.([a-z0-9-]+)\.amazonaws\.com ]]; then
            region="${BASH_REMATCH[1]}"
        fi
        : "${region:?smoke: set AWS_REGION (the URL does not name a region)}"
        curl_auth=(--aws-sigv4 "aws:amz:${region}:execute-api")
        # Through a config on stdin rather than --user, so the secret key does not
        # show up in the process list.
        curl_config="user = \"${AWS_ACCESS_KEY_ID}:${AWS_SECRET_ACCESS_KEY}\""
        if [[ -n "${AWS_SESSION_TOKEN:-}" ]]; then
            curl_config+=$'\n'"header = \"x-amz-security-token: ${AWS_SESSION_TOKEN}\""
        fi
        ;;
    jwt)
        : "${FACTGUARD_JWT:?smoke: JWT auth needs FACTGUARD_JWT}"
        curl_config="header = \"Authorization: Bearer ${FACTGUARD_JWT}\""
        ;;
    none) ;;
    *)
        echo "smoke: FACTGUARD_AUTH must be iam, jwt or none, not '${auth}'" >&2
        exit 2
        ;;
esac

tenant="${FACTGUARD_SMOKE_TENANT:-smoke-test}"
key="capital of France"

# function|body|field every answer must have. Order matters: facts are added
# before they are searched and removed, so the run leaves the tenant as it found it.
checks=(
    "forecast|{\"tenant\":\"${tenant}\",\"prompt\":\"What is the capital of France?\"}|risk"
    "feedback|{\"tenant\":\"${tenant}\",\"prompt\":\"What is the capital of France?\",\"hallucinated\":false}|total"
    "knowledge-add|{\"tenant\":\"${tenant}\",\"facts\":[{\"key\":\"${key}\",\"text\":\"The capital of France is Paris.\"}]}|added"
    "knowledge-search|{\"tenant\":\"${tenant}\",\"query\":\"${key}\",\"topK\":3}|matches"
    "knowledge-remove|{\"tenant\":\"${tenant}\",\"keys\":[\"${key}\"]}|removed"
    "freshness|{\"tenant\":\"${tenant}\",\"text\":\"The CEO of Twitter is Jack Dorsey.\"}|claims"
    "refresh|{\"tenant\":\"${tenant}\",\"text\":\"The CEO of Twitter is Jack Dorsey.\",\"maxClaims\":1}|refreshes"
)

# True when the JSON object in file $1 has the top-level key $2.
has_field() {
    if command -v jq >/dev/null 2>&1; then
        jq -e --arg k "$2" 'type == "object" and has($k)' "$1" >/dev/null 2>&1
    elif command -v python3 >/dev/null 2>&1; then
        python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if isinstance(d, dict) and sys.argv[2] in d else 1)' "$1" "$2" 2>/dev/null
    else
        grep -Eq "\"$2\"[[:space:]]*:" "$1"
    fi
}

answer="$(mktemp)"
trap 'rm -f "${answer}"' EXIT

echo "smoke: ${url} (auth: ${auth}, tenant: ${tenant})"
passed=0
failed=0
for check in "${checks[@]}"; do
    IFS='|' read -r fn body field <<<"${check}"
    started=${SECONDS}
    # refresh searches the web: allow it a cold start plus the API's 30 s limit.
    status="$(printf '%s\n' "${curl_config}" | curl --silent --show-error --config - \
        "${curl_auth[@]}" --max-time 60 --request POST \
        --header 'Content-Type: application/json' --data "${body}" \
        --output "${answer}" --write-out '%{http_code}' "${url}/${fn}")" || status="curl-error"
    took=$((SECONDS - started))
    if [[ "${status}" == "200" ]] && has_field "${answer}" "${field}"; then
        printf 'PASS  %-17s %s  %2ds  has "%s"\n' "${fn}" "${status}" "${took}" "${field}"
        passed=$((passed + 1))
    else
        printf 'FAIL  %-17s %s  %2ds  expected 200 with "%s": %s\n' "${fn}" "${status}" "${took}" "${field}" \
            "$(head -c 300 "${answer}" 2>/dev/null | tr '\n' ' ')"
        failed=$((failed + 1))
    fi
    : >"${answer}"
done

echo "smoke: ${passed} passed, ${failed} failed"
[[ "${failed}" -eq 0 ]]
