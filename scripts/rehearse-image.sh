#!/usr/bin/env bash
# Rehearses the production image without Docker: builds a clean clone of HEAD as the Dockerfile's build
# stage does (what .dockerignore leaves out removed first), assembles the runtime stage's files from its
# COPY lines, runs the server with that stage's ENV (as a system user when run as root, as the image's
# non-root user would) and checks it over HTTP: health, the web app, the API docs, sign-up, an upload, a
# generation's stream and its PDF, and `t10 match` from the runtime files. Node here may differ from the
# image's (node:22): the script says which it used. Needs git, curl, pdflatex and poppler.
#   scripts/rehearse-image.sh [work-dir]      (default: a new temporary directory, removed at the end)
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
KEEP=${1:+yes}
WORK=${1:-$(mktemp -d /tmp/t10-rehearse-XXXXXX)}
BUILD=$WORK/build RUN=$WORK/app DATA=$WORK/data LOG=$WORK/server.log
USER_MADE='' SERVER=''
cleanup() {
  [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null || true
  [ -n "$USER_MADE" ] && userdel "$USER_MADE" 2>/dev/null || true
  [ -z "$KEEP" ] && rm -rf "$WORK"
  return 0
}
trap cleanup EXIT
step() { printf '\n== %s\n' "$*"; }
check() { printf '%-48s %s\n' "$1" "$2"; }

step "build stage ($(node --version) here; the image runs node:22)"
git clone -q "$REPO" "$BUILD"
cd "$BUILD"
grep -v '^\s*\(#\|$\)' .dockerignore | while read -r pattern; do rm -rf -- $pattern; done
flock /tmp/t10-npm.lock npm ci --no-audit --no-fund --loglevel=error
npm run build:web --silent >/dev/null
node scripts/build-dist.mjs --force
npm prune --omit=dev --no-audit --no-fund --loglevel=error

step 'runtime stage: the COPY --from=build lines after the last FROM, times kept'
mkdir -p "$RUN"
awk '/^FROM /{n=NR} {line[NR]=$0} END{for(i=n;i<=NR;i++) if (line[i] ~ /^COPY --from=build /) print line[i]}' Dockerfile |
  while read -r _ _ rest; do
    set -- $rest
    dest=${*: -1}
    for src in "${@:1:$#-1}"; do
      if [ "${dest%/}" != "$dest" ]; then cp -a "$BUILD/${src#/app/}" "$RUN/$dest"; else mkdir -p "$(dirname "$RUN/$dest")" && cp -a "$BUILD/${src#/app/}" "$RUN/$dest"; fi
    done
  done
ENV_PAIRS=$(awk '/^FROM /{n=NR} {line[NR]=$0} END{for(i=n;i<=NR;i++) if (line[i] ~ /^ENV /) {sub(/^ENV /,"",line[i]); print line[i]}}' Dockerfile | tr '\n' ' ')
du -sh "$RUN"

as_user=()
if [ "$(id -u)" = 0 ]; then
  USER_MADE=t10rehearse
  useradd --system --home-dir "$RUN" --no-create-home "$USER_MADE"
  as_user=(runuser -u "$USER_MADE" --)
fi
mkdir -p "$DATA"
chmod 755 "$WORK"
[ -n "$USER_MADE" ] && chown "$USER_MADE" "$DATA"
PORT=$(node -e 's=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
run_env=(env $ENV_PAIRS PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA")

step "server: node dist/server.mjs on port $PORT"
cd "$RUN"
"${as_user[@]}" "${run_env[@]}" node dist/server.mjs >"$LOG" 2>&1 &
SERVER=$!
B=http://127.0.0.1:$PORT
for _ in $(seq 100); do curl -sf "$B/healthz" >/dev/null && break; sleep 0.1; done
check 'GET /healthz' "$(curl -s -o /dev/null -w '%{http_code}' "$B/healthz")"
cmd=$(grep -A1 '^HEALTHCHECK' "$REPO/Dockerfile" | tail -1 | sed 's/^ *CMD //' | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).slice(2).join("")')
"${as_user[@]}" "${run_env[@]}" node -e "$cmd" && check 'HEALTHCHECK command' 'exit 0' || check 'HEALTHCHECK command' FAILED
check 'GET / (web app)' "$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$B/")"
asset=$(cd web/dist/assets && ls index-*.js | head -1)
check "GET /assets/$asset" "$(curl -s -o /dev/null -w '%{http_code} %{size_download} bytes' "$B/assets/$asset")"
check 'GET /api/openapi.json' "$(curl -s -o /dev/null -w '%{http_code}' "$B/api/openapi.json")"
check 'GET /api/docs' "$(curl -sL -o /dev/null -w '%{http_code}' "$B/api/docs")"

json() { node -pe "JSON.parse(require('fs').readFileSync(0, 'utf8')).$1"; }
TOKEN=$(curl -s -H 'content-type: application/json' -d '{"email":"rehearsal@example.com","password":"a long rehearsal password"}' "$B/api/v1/auth/register" | json token)
check 'POST /api/v1/auth/register' "token ${TOKEN:0:12}..."
auth=(-H "authorization: Bearer $TOKEN")
# The team's written test resumes (tests/resumes/files), read from the working tree: .dockerignore
# leaves tests/ out of the build stage only. Copied into the work directory, which the system user
# that runs `t10 match` below can read.
mkdir -p "$WORK/resumes"
for file in accountant-priya-raman.single.pdf accountant-priya-raman.word.docx accountant-priya-raman.dates-right.pdf \
  sysadmin-tomasz-nowak.dates-right.pdf nurse-grace-mensah.word.docx; do
  cp "$REPO/tests/resumes/files/$file" "$WORK/resumes/"
done
chmod -R a+rX "$WORK/resumes"
resumes=$WORK/resumes
RESUME=$(curl -s "${auth[@]}" -F "file=@$resumes/accountant-priya-raman.single.pdf" "$B/api/v1/resume/upload" | json data.resume_id)
check 'POST /api/v1/resume/upload (PDF)' "$RESUME"
check 'POST /api/v1/resume/upload (DOCX)' "$(curl -s "${auth[@]}" -F "file=@$resumes/nurse-grace-mensah.word.docx" "$B/api/v1/resume/upload" | json data.resume_id)"
JD='Senior Accountant: general ledger, month-end close, reconciliations, accounts payable and receivable, tax preparation, QuickBooks and Excel.'
node -e 'console.log(JSON.stringify({ resume_id: process.argv[1], job_description: process.argv[2] }))' "$RESUME" "$JD" >"$WORK/generate.json"
curl -sN "${auth[@]}" -H 'content-type: application/json' --data @"$WORK/generate.json" "$B/api/v1/generate" >"$WORK/stream.txt"
check 'POST /api/v1/generate (SSE)' "$(grep -c '^event: progress' "$WORK/stream.txt") progress events, $(grep -c '^event: result' "$WORK/stream.txt") result"
pdf=$(grep -o '"pdf_url":"[^"]*"' "$WORK/stream.txt" | head -1 | cut -d'"' -f4)
curl -s "${auth[@]}" -o "$WORK/resume.pdf" "$B$pdf"
check "GET $pdf" "$(pdftotext "$WORK/resume.pdf" - | head -1)"
check 'POST /api/v1/t10/resumes (3 files)' "$(curl -s "${auth[@]}" -F "files=@$resumes/accountant-priya-raman.single.pdf" -F "files=@$resumes/accountant-priya-raman.word.docx" -F "files=@$resumes/sysadmin-tomasz-nowak.dates-right.pdf" "$B/api/v1/t10/resumes" | json message)"
job=$(node -e 'console.log(JSON.stringify({ job_data: { title: "Senior Accountant", description: process.argv[1] } }))' "$JD" | curl -s "${auth[@]}" -H 'content-type: application/json' --data @- "$B/api/v1/t10/jobs" | json job_id)
check 'GET /api/v1/t10/jobs/:id/matches (top)' "$(curl -s "${auth[@]}" "$B/api/v1/t10/jobs/$job/matches" | json 'matches[0].filename')"

# The node process itself (under runuser when run as root), as `docker stop` signals PID 1.
node_pid=$(pgrep -P "$SERVER" node || echo "$SERVER")
kill -TERM "$node_pid"
for _ in $(seq 50); do kill -0 "$node_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$node_pid" 2>/dev/null && check 'SIGTERM' 'still running' || check 'SIGTERM' "exited; log: $(grep -o '"msg":"shutting down"' "$LOG")"
SERVER=''

step 't10 from the runtime files'
echo "$JD" >"$WORK/job.txt" && chmod 644 "$WORK/job.txt"
"${as_user[@]}" "${run_env[@]}" node cli/t10.mjs --help | head -1
"${as_user[@]}" "${run_env[@]}" node cli/t10.mjs match --jd "$WORK/job.txt" "$resumes/accountant-priya-raman.dates-right.pdf" "$resumes/sysadmin-tomasz-nowak.dates-right.pdf"
