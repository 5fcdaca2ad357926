package org.adjutant.config;

import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces {@code ${NAME}} in server-config values by the environment variable NAME, so secrets need not sit in
 * the file. {@code $${} stands for a literal {@code ${}. An unset variable is an error, never an empty string: a
 * silently empty password would only fail later, far from its cause.
 */
final class EnvReferences implements Section.TextFilter {
    private static final Pattern REFERENCE = Pattern.compile("\\$\\$\\{|\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

    private final UnaryOperator<String> environment;

    EnvReferences(UnaryOperator<String> environment) {
        this.environment = environment;
    }

    static boolean hasReference(String text) {
        Matcher m = REFERENCE.matcher(text);
        while (m.find()) {
            if (m.group(1) != null) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String apply(String text) {
        Matcher m = REFERENCE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String replacement;
            if (m.group(1) == null) {
                replacement = "${";
            } else {
                replacement = environment.apply(m.group(1));
                if (replacement == null) {
                    throw new IllegalArgumentException("environment variable " + m.group(1) + " is not set");
                }
            }
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        if (text.contains("${") && !hasReference(text) && !text.contains("$${")) {
            throw new IllegalArgumentException("'${' must be followed by a variable name and '}', e.g. ${SMTP_PASSWORD}"
                    + " (write $${ for a literal ${)");
        }
        return out.toString();
    }
}
