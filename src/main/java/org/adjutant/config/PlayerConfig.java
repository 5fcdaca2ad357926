package org.adjutant.config;

import java.util.Objects;
import java.util.Optional;

/**
 * A player listed in a game file.
 *
 * @param role      the scenario's role slot this player fills (e.g. {@code taylor}); empty for a moderator who
 *                  commands nothing
 * @param moderator whether this player may administer the game (receives rejected-config mails, full reports)
 */
public record PlayerConfig(String name, String email, Optional<String> role, boolean moderator) {
    public PlayerConfig {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(email, "email");
        Objects.requireNonNull(role, "role");
    }
}
