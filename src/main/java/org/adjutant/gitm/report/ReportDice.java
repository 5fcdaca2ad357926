package org.adjutant.gitm.report;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;

/**
 * The dice of one turn's reports. {@code Ruleset.reports} is handed no seed, so the seed is a digest of the position
 * before the turn and the turn number: the same turn re-run gives the same reports byte for byte, every report of
 * that turn draws on the same source (two reports of one stack to one player agree, GITM 4.1), and players cannot
 * work the seed out because nobody but the moderator knows the whole position.
 */
public final class ReportDice {
    private ReportDice() {
    }

    public static DiceSource forTurn(GitmState before, int turn) {
        return DiceSource.forTurn(seed(before, turn), turn);
    }

    static long seed(GitmState before, int turn) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(("adjutant gitm reports, turn " + turn + "\n").getBytes(StandardCharsets.UTF_8));
            byte[] digest = sha.digest(GitmStateCodec.encode(before).getBytes(StandardCharsets.UTF_8));
            long seed = 0;
            for (int i = 0; i < Long.BYTES; i++) {
                seed = (seed << 8) | (digest[i] & 0xff);
            }
            return seed;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
