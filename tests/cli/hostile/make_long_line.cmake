# Writes OUTPUT: one line of 10 MB (10,000,000 'x' and no newline), made at test time so that it
# is never committed.
string(REPEAT "x" 10000 block)
string(REPEAT "${block}" 1000 line)
file(WRITE ${OUTPUT} "${line}")
