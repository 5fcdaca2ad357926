package org.adjutant.cli;

/**
 * A command that cannot do its work for a reason the user can act on (the database is in use, a file is missing):
 * printed as one line, without the usage text that a mistyped command line gets.
 */
final class CommandFailure extends RuntimeException {
    private final int exitCode;

    CommandFailure(String message) {
        this(message, 1);
    }

    CommandFailure(String message, int exitCode) {
        super(message);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
