package org.adjutant.ruleset;

import java.util.List;

/**
 * The ruleset's answer for one unit's order block: either the orders in normal form (what will be executed, echoed
 * back so the player sees exactly what was understood) or the problems that stop it. A block with any problem is
 * refused whole, so a half-understood order form never replaces a complete earlier one. An accepted block may carry
 * notes the reply prints under it (e.g. what the orders leave in a treasury).
 */
public record BlockVerdict(List<String> normalForm, List<Problem> problems, List<String> notes) {
    public BlockVerdict {
        normalForm = List.copyOf(normalForm);
        problems = List.copyOf(problems);
        notes = List.copyOf(notes);
    }

    /** Without notes. */
    public BlockVerdict(List<String> normalForm, List<Problem> problems) {
        this(normalForm, problems, List.of());
    }

    public static BlockVerdict accepted(List<String> normalForm) {
        return new BlockVerdict(normalForm, List.of());
    }

    public static BlockVerdict rejected(List<Problem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a rejection needs at least one problem");
        }
        return new BlockVerdict(List.of(), problems);
    }

    public boolean isAccepted() {
        return problems.isEmpty();
    }
}
