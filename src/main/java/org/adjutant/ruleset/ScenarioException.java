package org.adjutant.ruleset;

/** A scenario file that cannot be used, with the file, line and problem in the message. */
public class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;

    public ScenarioException(String source, int line, String problem) {
        super(source + (line > 0 ? ":" + line : "") + ": " + problem);
        this.source = source;
        this.line = line;
    }

    public String source() {
        return source;
    }

    public int line() {
        return line;
    }
}
