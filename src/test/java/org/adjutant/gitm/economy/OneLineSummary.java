package org.adjutant.gitm.economy;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a treasury statement's one-line summary as an officer does ("Treasury of Northeast (NE): 500 Cr at the start
 * of the turn, income +338, upkeep -236 (266 due, 30 of it unpaid), supplies bought -50; 552 Cr now."): the
 * opening balance, the sum of its terms (the figure ending each comma-separated part, brackets left out) and the
 * closing balance.
 */
final class OneLineSummary {
    private static final Pattern WHOLE = Pattern.compile(": ([\\d,]+) Cr at the start of the turn, (.*); ([\\d,]+) Cr"
            + " now\\.$");
    private static final Pattern TERM = Pattern.compile("^[a-z ]+ ([+-]?[\\d,]+)$");

    private OneLineSummary() {
    }

    static int opening(String line) {
        return number(whole(line).group(1));
    }

    static int closing(String line) {
        return number(whole(line).group(3));
    }

    static int terms(String line) {
        String terms = whole(line).group(2).replaceAll(" \\([^)]*\\)", "");
        int sum = 0;
        for (String term : terms.split(", ")) {
            Matcher m = TERM.matcher(term);
            if (!m.matches()) {
                throw new AssertionError("not a term of the sum: '" + term + "' in " + line);
            }
            sum += number(m.group(1));
        }
        return sum;
    }

    private static Matcher whole(String line) {
        Matcher m = WHOLE.matcher(line);
        if (!m.find()) {
            throw new AssertionError("not a one-line treasury summary: " + line);
        }
        return m;
    }

    private static int number(String text) {
        return Integer.parseInt(text.replace(",", "").replace("+", ""));
    }
}
