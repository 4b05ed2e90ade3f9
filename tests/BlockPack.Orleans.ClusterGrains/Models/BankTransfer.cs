using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>The bank-transfer case of <see cref="Payment"/>.</summary>
    [MessagePackObject]
    public sealed class BankTransfer : Payment
    {
        /// <summary>Gets or sets the account number.</summary>
        [Key(1)]
        public string Iban { get; set; } = string.Empty;

        /// <summary>Gets or sets the reference text.</summary>
        [Key(2)]
        public string Reference { get; set; } = string.Empty;
    }
}
