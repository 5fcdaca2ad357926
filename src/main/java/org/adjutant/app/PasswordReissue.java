package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import org.adjutant.config.GameConfig;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.PasswordResetStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * {@code RESET PASSWORD <role>}: a moderator gives a seat a new password, for a player who has lost his. Unlike
 * {@code REPLACE} the player keeps his seat, his queued orders and his history; only his password changes. The new
 * password is generated here, stored as a hash, and mailed to the seat's registered address alone, in a mail whose
 * text the robot removes once sent (as a welcome's); it is in no reply, audit line or log line, so the moderator never
 * learns it either. All in the caller's transaction.
 */
final class PasswordReissue {
    private final PlayerStore players = new PlayerStore();
    private final PasswordResetStore codes = new PasswordResetStore();
    private final PasswordHasher hasher;
    private final PasswordGenerator generator;
    private final Notices notices;

    PasswordReissue(PasswordHasher hasher, PasswordGenerator generator, Notices notices) {
        this.hasher = hasher;
        this.generator = generator;
        this.notices = notices;
    }

    /** Returns what was done, or throws {@link IllegalArgumentException} with the reason nothing was. */
    List<String> reset(Connection c, GameConfig config, String who, String actor, Instant now) throws SQLException {
        PlayerRow p = players.lookup(c, config.id(), who)
                .orElseThrow(() -> new IllegalArgumentException("no player '" + who + "' in the game"));
        String password = generator.next();
        players.setPasswordHash(c, p, hasher.hash(password), now);
        // Codes he may have asked for himself are spent: the password a moderator set is the one in force.
        codes.settle(c, p.id(), 0);
        notices.send(c, OutboxStore.SECRET_PREFIX + "password-reset:" + config.id() + ":" + p.id() + ":"
                + now.toEpochMilli(), config.id(), Notices.To.player(p), "your new password", List.of(
                "A moderator of " + config.title() + " (" + actor + ") has given your seat " + p.handle()
                        + " a new password. The old one no longer works.",
                "",
                "Your password is: " + password,
                "",
                "Your queued orders, your units and your reports stand as they were. You may choose a password of"
                        + " your own with NEW PASSWORD <new one> in a PLAYER block. This mail went to you alone; "
                        + "the robot keeps no copy of its text."), true);
        return List.of("RESET PASSWORD " + p.handle() + ": a new password was mailed to the address registered for "
                + p.name() + " (" + p.email() + "), and only there; the old one no longer works. His queued orders "
                + "and history stand.");
    }
}
