-- Draw and concession votes (docs/players.md "Ending the war by agreement"): one row per player and kind while his
-- vote stands. A vote counts only for the turn it was cast for (turn = the next turn to run then): once that turn has
-- run it lapses, so an old vote never ends a war whose position has changed since.
CREATE TABLE end_vote (
    game_id   VARCHAR(64) NOT NULL,
    player_id BIGINT      NOT NULL,
    kind      VARCHAR(16) NOT NULL,   -- DRAW | CONCEDE
    turn      INT         NOT NULL,
    cast_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (game_id, player_id, kind)
);
