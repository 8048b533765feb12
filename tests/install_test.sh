#!/usr/bin/env bash
# Installs the build into a temporary prefix, then configures, builds and runs the example
# consumer project (examples/consumer) against it, and checks what else was installed.
# Usage: install_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
source=$2
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" > /dev/null
for file in bin/sheepdd include/sheepdd/sheepdd.h include/sheepdd/solver/search/solver.h \
            share/man/man1/sheepdd.1 share/bash-completion/completions/sheepdd; do
  [ -f "$prefix/$file" ] || { echo "not installed: $file"; exit 1; }
done
ls "$prefix"/lib*/libsheepdd.a > /dev/null
ls "$prefix"/lib*/cmake/sheepdd/sheepddConfig.cmake > /dev/null
cmake -S "$source/examples/consumer" -B "$prefix/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=Release > /dev/null
cmake --build "$prefix/consumer" > "$prefix/build.log" || { cat "$prefix/build.log"; exit 1; }
output=$("$prefix/consumer/consumer")
# The installed binary gives the same value (solve's JSON) as the library did.
value=$("$prefix/bin/sheepdd" solve --json "$source/examples/five-jd.deal" |
        sed 's/.*"picker_team_points":\([0-9]*\).*/\1/')
grep -qx "value $value" <<< "$output" || { echo "library: $output; sheepdd solve: $value"; exit 1; }
grep -q "^advice 1 " <<< "$output"
grep -q "^card JC " <<< "$output"
echo "installed and used: value $value"
