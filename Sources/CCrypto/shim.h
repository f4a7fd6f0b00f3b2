#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/crypto.h>
