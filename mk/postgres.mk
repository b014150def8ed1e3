# PostgreSQL for the tests and benches (included from the top-level Makefile: `-include mk/*.mk`).
#
#   make postgres   make sure the local server (127.0.0.1:5432, trust auth) runs and has the database `test`
#                   (.ci/postgres.sh: starts the cluster, installs Debian's postgresql if missing).
#                   `make test` runs it first: the storage and job suites run on SQLite and PostgreSQL.

.PHONY: postgres

postgres:
	bash .ci/postgres.sh

test: postgres
