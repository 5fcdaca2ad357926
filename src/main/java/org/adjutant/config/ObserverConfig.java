package org.adjutant.config;

import java.util.Objects;
import java.util.Optional;

/**
 * Someone who follows a game without playing it ({@code observers:} in the game file, docs/moderators.md
 * "Observers"): he gets a turn's reports only once {@code delay} more turns have run, never earlier.
 *
 * @param name  how his mails address him
 * @param email where they go
 * @param role  the role whose reports he gets (one side's view); empty: the whole truth, the moderators' summary
 * @param delay how many turns must have run after a turn before he gets its reports; at least 1
 */
public record ObserverConfig(String name, String email, Optional<String> role, int delay) {
    public ObserverConfig {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(email, "email");
        Objects.requireNonNull(role, "role");
        if (delay < 1) {
            throw new IllegalArgumentException("an observer's delay is at least one turn");
        }
    }
}
