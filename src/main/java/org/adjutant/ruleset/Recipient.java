package org.adjutant.ruleset;

import java.util.Set;

/**
 * One person a report is written for, with everything that entitles him to information: the units he commands and
 * those he is deputy for (GITM 3.4), his offices (for instance {@code minister:US}) and whether he is a moderator.
 */
public record Recipient(String name, String email, Set<String> commands, Set<String> deputyFor, Set<String> offices,
                        boolean moderator) {
    public Recipient {
        commands = Set.copyOf(commands);
        deputyFor = Set.copyOf(deputyFor);
        offices = Set.copyOf(offices);
    }

    /** Units whose reports this person receives. */
    public Set<String> units() {
        var all = new java.util.TreeSet<>(commands);
        all.addAll(deputyFor);
        return all;
    }
}
