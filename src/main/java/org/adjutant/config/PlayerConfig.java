package org.adjutant.config;

import java.util.Objects;
import java.util.Optional;

/**
 * A player listed in a game file.
 *
 * @param role      the scenario's role slot this player fills (e.g. {@code taylor}); empty for a moderator who
 *                  commands nothing
 * @param moderator whether this player may administer the game (receives rejected-config mails, full reports)
 * @param timeZone  the IANA zone his mails also state deadlines in, or empty; he may change it by mail later
 */
public record PlayerConfig(String name, String email, Optional<String> role, boolean moderator, String timeZone) {
    public PlayerConfig {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(email, "email");
        Objects.requireNonNull(role, "role");
        timeZone = timeZone == null ? "" : timeZone;
    }

    public PlayerConfig(String name, String email, Optional<String> role, boolean moderator) {
        this(name, email, role, moderator, "");
    }
}
