# Sourced by the Redis load scripts (from the project root): wrk installed, the service packaged, and
#   jar        the packaged service
#   redis_bin  the redis-server on PATH, else the linux-amd64 binary shipped inside the embedded-redis test jar
#   free_port  a free TCP port on loopback
command -v wrk > /dev/null || apt-get install -y wrk > /dev/null
./mvnw -B -q package -DskipTests
jar=target/quarkus-app/quarkus-run.jar
redis_bin=$(command -v redis-server || true)
if [ -z "$redis_bin" ]; then
  ./mvnw -B -q dependency:copy -Dartifact=com.github.codemonstur:embedded-redis:1.4.3 -DoutputDirectory=target/load
  (cd target/load && unzip -o -q embedded-redis-1.4.3.jar redis-server-6.2.6-v5-linux-amd64 && chmod +x redis-server-6.2.6-v5-linux-amd64)
  redis_bin=target/load/redis-server-6.2.6-v5-linux-amd64
fi
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null \
  || echo $((20000 + RANDOM % 20000)); }
