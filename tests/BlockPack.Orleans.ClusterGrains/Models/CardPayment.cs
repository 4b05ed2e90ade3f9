using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>The card case of <see cref="Payment"/>.</summary>
    [MessagePackObject]
    public sealed class CardPayment : Payment
    {
        /// <summary>Gets or sets the card's last four digits.</summary>
        [Key(1)]
        public string Last4 { get; set; } = string.Empty;
    }
}
