package org.adjutant.intake;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A short notice to a unit's commander or deputy (or to a player whose name a PLAYER block used) about someone
 * else's mail that named what is his: never anyone's orders, only what happened to his unit, which address the mail
 * claimed to come from (unverified: From can be forged, so a notice never names anyone as the writer) and when. At
 * most one per player, game and kind goes out within the robot's notice window; the others are counted.
 *
 * @param inboxId the mail that caused it
 * @param units  the units (or "player <role>") the mail named that concern him, in the mail's order
 * @param from   the address the mail claimed to come from (empty when it had none)
 */
public record OwnerNotice(long inboxId, String gameId, long playerId, String email, String zone, Kind kind, List<String> units,
                          String from, Instant receivedAt, String deputy, String reason) {
    /** What happened. */
    public enum Kind {
        /** A block for his unit was refused: the password was not its commander's or deputy's. */
        REFUSED,
        /** A PLAYER block in his name was refused: wrong password. */
        PLAYER_REFUSED,
        /** His unit's deputy sent orders that were accepted (a commander's own orders still win, GITM 6.1). */
        DEPUTY_ORDERS,
        /** To a moderator: a mail gave moderator commands and was refused ({@code reason}); {@code units}: them. */
        MODERATOR_REFUSED,
        /**
         * To a unit's commander and deputy (or the player a PLAYER name is) and the game's moderators: so many wrong
         * passwords were given for it that none is checked for a while ({@code reason} says until when).
         */
        UNIT_LOCKED,
        /**
         * To the game's moderators: so many wrong passwords came from one address ({@code from}) that none in its
         * mail is checked for a while; {@code units}: what its last guess was for.
         */
        SENDER_LOCKED;

        /** Sent even to someone the mail's own reply goes to: it is not about the mail alone. */
        boolean alwaysSent() {
            return this == MODERATOR_REFUSED || this == UNIT_LOCKED || this == SENDER_LOCKED;
        }
    }

    public OwnerNotice(long inboxId, String gameId, long playerId, String email, String zone, Kind kind,
                       List<String> units, String from, Instant receivedAt, String deputy) {
        this(inboxId, gameId, playerId, email, zone, kind, units, from, receivedAt, deputy, "");
    }

    public OwnerNotice {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(email, "email");
        Objects.requireNonNull(kind, "kind");
        units = List.copyOf(units);
        from = Objects.requireNonNullElse(from, "");
        zone = Objects.requireNonNullElse(zone, "");
        deputy = Objects.requireNonNullElse(deputy, "");
        reason = Objects.requireNonNullElse(reason, "");
    }
}
